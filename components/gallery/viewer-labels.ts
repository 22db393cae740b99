/** Translated strings the viewer and the prompt need, passed from the server so no message bundle ships. */
export interface ViewerLabels {
  close: string;
  /** '{current} de {total}' */
  position: string;
  /** 'Ampliar imagen: {title}' */
  enlarge: string;
  shrink: string;
  enlargedLabel: string;
  hint: string;
  loading: string;
  loadFailed: string;
  /** 'Vídeo', under a gallery's film */
  video: string;
}

export interface PasswordLabels {
  title: string;
  description: string;
  label: string;
  show: string;
  hide: string;
  submit: string;
  cancel: string;
  checking: string;
  wrong: string;
  failed: string;
  /** '… dentro de {wait}.', the wait in words ('15 minutos') */
  rateLimited: string;
  required: string;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
