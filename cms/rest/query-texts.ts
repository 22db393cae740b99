import { defineTexts } from '../views/shared/texts';

/** At most this many conditions in one `where`, nested at most this deep: no list the admin builds comes near. */
export const WHERE_LIMITS = { conditions: 100, depth: 6 } as const;

/** What the REST checks of cms/rest/query.ts answer, in the admin's three languages. */
export const texts = defineTexts({
  es: {
    notObject: 'El filtro (where) de la consulta no es válido.',
    tooMany: `El filtro es demasiado complejo: como mucho ${WHERE_LIMITS.conditions} condiciones, anidadas ${WHERE_LIMITS.depth} niveles.`,
    operator: (path: string, operator: string) => `«${path}»: no se puede filtrar con «${operator}».`,
    value: (path: string) => `«${path}»: el valor del filtro no es válido.`,
    date: (path: string) => `«${path}»: el valor del filtro no es una fecha.`,
    notFound: 'No encontrado',
    bound: (name: string, max: number) => `«${name}»: un número entero de 0 a ${max}.`,
    tooManySignIns: (minutes: number) =>
      `Demasiados intentos fallidos desde esta conexión. Vuelve a intentarlo dentro de ${minutes} min.`,
    tooManyResets: (minutes: number) =>
      `Demasiadas solicitudes de restablecimiento desde esta conexión. Vuelve a intentarlo dentro de ${minutes} min.`,
    resetsForAddress: (minutes: number) =>
      `Ya enviamos varios enlaces a esta dirección en la última hora: usa el más reciente o vuelve a intentarlo dentro de ${minutes} min.`,
  },
  en: {
    notObject: "The query's filter (where) is not valid.",
    tooMany: `The filter is too complex: at most ${WHERE_LIMITS.conditions} conditions, nested ${WHERE_LIMITS.depth} levels deep.`,
    operator: (path: string, operator: string) => `"${path}": cannot be filtered with "${operator}".`,
    value: (path: string) => `"${path}": the filter's value is not valid.`,
    date: (path: string) => `"${path}": the filter's value is not a date.`,
    notFound: 'Not Found',
    bound: (name: string, max: number) => `"${name}": a whole number from 0 to ${max}.`,
    tooManySignIns: (minutes: number) => `Too many failed sign-ins from this connection. Try again in ${minutes} min.`,
    tooManyResets: (minutes: number) =>
      `Too many password reset requests from this connection. Try again in ${minutes} min.`,
    resetsForAddress: (minutes: number) =>
      `We have already sent several links to this address in the last hour: use the latest one or try again in ${minutes} min.`,
  },
  it: {
    notObject: 'Il filtro (where) della richiesta non è valido.',
    tooMany: `Il filtro è troppo complesso: al massimo ${WHERE_LIMITS.conditions} condizioni, annidate su ${WHERE_LIMITS.depth} livelli.`,
    operator: (path: string, operator: string) => `«${path}»: non si può filtrare con «${operator}».`,
    value: (path: string) => `«${path}»: il valore del filtro non è valido.`,
    date: (path: string) => `«${path}»: il valore del filtro non è una data.`,
    notFound: 'Non trovato',
    bound: (name: string, max: number) => `«${name}»: un numero intero da 0 a ${max}.`,
    tooManySignIns: (minutes: number) =>
      `Troppi accessi non riusciti da questa connessione. Riprova tra ${minutes} min.`,
    tooManyResets: (minutes: number) =>
      `Troppe richieste di reimpostazione da questa connessione. Riprova tra ${minutes} min.`,
    resetsForAddress: (minutes: number) =>
      `Abbiamo già inviato diversi link a questo indirizzo nell’ultima ora: usa il più recente o riprova tra ${minutes} min.`,
  },
});
export type Texts = ReturnType<typeof texts>;
