import { describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';

setTestEnvironment();
const { sendContact } = await import('@/lib/actions/contact');
const { requestGuide } = await import('@/lib/actions/lead-magnet');

function posted(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

describe('A form posted without JavaScript comes back filled in', () => {
  it('contact: the localised messages and the typed values, a ticked box as on, never the honeypot', async () => {
    const result = await sendContact(
      'it',
      null,
      posted({ name: 'Ana', email: 'ana@', subject: 'Hotel', message: 'Corto', terms: 'on', website: '' }),
    );
    expect(result).toMatchObject({
      success: false,
      fieldErrors: { email: 'È richiesta un’email valida', message: 'Il messaggio deve contenere almeno 10 caratteri' },
      values: { name: 'Ana', email: 'ana@', subject: 'Hotel', message: 'Corto', terms: 'on' },
    });
    expect(result.success ? {} : result.values).not.toHaveProperty('website');
  });

  it('lead magnet: an unticked box is not sent back, the e-mail is', async () => {
    const result = await requestGuide('es', null, posted({ email: 'ana@' }));
    expect(result).toMatchObject({
      success: false,
      fieldErrors: {
        email: 'Por favor, introduce una dirección de email válida',
        acceptTerms: 'Debes aceptar los términos y condiciones',
      },
      values: { email: 'ana@' },
    });
    expect(result.success ? {} : result.values).not.toHaveProperty('acceptTerms');
  });
});
