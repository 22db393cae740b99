import type { Messages } from './messages';

/**
 * Only the namespaces that client islands read are sent to the browser; long texts (legal pages, guides, e-mails)
 * stay on the server. A feature with a client island adds its namespace here.
 */
const clientNamespaces = ['common', 'nav', 'footer', 'consent'] as const satisfies readonly (keyof Messages)[];

export function pickClientMessages(messages: Messages): Pick<Messages, (typeof clientNamespaces)[number]> {
  return Object.fromEntries(clientNamespaces.map((ns) => [ns, messages[ns]])) as Pick<
    Messages,
    (typeof clientNamespaces)[number]
  >;
}
