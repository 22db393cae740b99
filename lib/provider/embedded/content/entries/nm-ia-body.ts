import type { Localized } from '../galleries/types';

/** The NM+IA page's long body, one per language, in the provider's light markup. */
export const aiBody: Localized = {
  es: `## Por qué el neuromarketing visual
Tu cliente decide en menos de **tres segundos** si una imagen merece su atención. En ese tiempo no lee: mira. El cerebro procesa la información visual mucho más rápido que el texto y la filtra según emociones, rostros, contrastes y expectativas.
El neuromarketing visual estudia esas reglas para que tus fotografías y vídeos **guíen la mirada** hacia lo que quieres vender: la habitación con vistas, el plato estrella, el producto en la mano o el botón de reserva.
## Qué aporta la inteligencia artificial
- **Mapas de atención predictivos**: antes de publicar, simulamos dónde se concentrará la mirada en los primeros segundos.
- **Análisis de claridad y carga visual**: detectamos imágenes saturadas que dispersan la atención.
- **Pruebas A/B asistidas**: comparamos variantes de encuadre, color y texto y elegimos con datos, no por intuición.
- **Clasificación y etiquetado** de tu archivo de imágenes para reutilizarlo en web, redes y campañas.
## Nuestro proceso
- **Diagnóstico**: revisamos tus imágenes actuales y tus métricas para encontrar dónde se pierde la atención.
- **Dirección visual**: planificamos la sesión con criterios de neuromarketing: recorridos de mirada, color, escala humana y emoción.
- **Producción**: fotografiamos y grabamos en Valencia o donde esté tu proyecto.
- **Validación**: medimos cada pieza con IA y ajustamos antes de entregar.
## Para quién es
Para negocios que ya invierten en imagen y quieren que esa inversión **se note en resultados**: hoteles y restaurantes que dependen de la reserva online, estudios de arquitectura que compiten por concursos, marcas de producto que venden en marketplaces y destinos que necesitan destacar entre cientos de opciones.
**La estética sigue siendo nuestra. La ciencia solo nos ayuda a que funcione mejor.**`,
  en: `## Why visual neuromarketing
Your customer decides in under **three seconds** whether an image deserves attention. In that time they don’t read: they look. The brain processes visual information far faster than text and filters it through emotion, faces, contrast and expectation.
Visual neuromarketing studies those rules so that your photographs and videos **lead the eye** to what you want to sell: the room with a view, the signature dish, the product in hand or the booking button.
## What artificial intelligence adds
- **Predictive attention maps**: before anything goes live, we simulate where the eye will settle in the first few seconds.
- **Clarity and visual load analysis**: we spot cluttered images that scatter attention.
- **Assisted A/B testing**: we compare framing, colour and copy variants and choose with data, not gut feeling.
- **Sorting and tagging** of your image library so it can be reused across web, social and campaigns.
## Our process
- **Diagnosis**: we review your current imagery and metrics to find where attention is being lost.
- **Visual direction**: we plan the shoot with neuromarketing criteria: gaze paths, colour, human scale and emotion.
- **Production**: we shoot photo and video in Valencia or wherever your project is.
- **Validation**: we measure every piece with AI and fine-tune it before delivery.
## Who it is for
For businesses that already invest in imagery and want that investment **to show in results**: hotels and restaurants that live on online bookings, architecture practices competing for commissions, product brands selling on marketplaces and destinations that must stand out among hundreds of options.
**The aesthetics are still ours. Science simply helps them work harder.**`,
  it: `## Perché il neuromarketing visivo
Il tuo cliente decide in meno di **tre secondi** se un’immagine merita la sua attenzione. In quel tempo non legge: guarda. Il cervello elabora le informazioni visive molto più velocemente del testo e le filtra attraverso emozioni, volti, contrasti e aspettative.
Il neuromarketing visivo studia queste regole perché le tue foto e i tuoi video **guidino lo sguardo** verso ciò che vuoi vendere: la camera con vista, il piatto forte, il prodotto in mano o il pulsante di prenotazione.
## Cosa aggiunge l’intelligenza artificiale
- **Mappe di attenzione predittive**: prima della pubblicazione simuliamo dove si fermerà lo sguardo nei primi secondi.
- **Analisi di chiarezza e carico visivo**: individuiamo le immagini troppo piene che disperdono l’attenzione.
- **Test A/B assistiti**: confrontiamo varianti di inquadratura, colore e testo e scegliamo con i dati, non a intuito.
- **Classificazione e tagging** del tuo archivio di immagini, per riutilizzarlo su sito, social e campagne.
## Il nostro processo
- **Diagnosi**: analizziamo le tue immagini attuali e le metriche per capire dove si perde l’attenzione.
- **Direzione visiva**: pianifichiamo la sessione con criteri di neuromarketing: percorsi dello sguardo, colore, scala umana ed emozione.
- **Produzione**: scattiamo e giriamo a Valencia o dove si trova il tuo progetto.
- **Verifica**: misuriamo ogni contenuto con l’IA e lo perfezioniamo prima della consegna.
## Per chi è
Per le attività che già investono in immagini e vogliono che quell’investimento **si veda nei risultati**: hotel e ristoranti che vivono di prenotazioni online, studi di architettura in gara per nuovi incarichi, marchi di prodotto che vendono sui marketplace e destinazioni che devono distinguersi tra centinaia di alternative.
**L’estetica resta nostra. La scienza ci aiuta solo a farla funzionare meglio.**`,
};
