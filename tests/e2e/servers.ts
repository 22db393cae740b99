/** The e2e servers (playwright.config.ts): one bound to 127.0.0.1, as behind nginx, and one on every interface. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3123);
export const LOOPBACK_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const DEFAULT_BIND_ORIGIN = `http://localhost:${E2E_PORT + 1}`;

/** The owner account the e2e servers create at first start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN_OWNER = { email: 'owner@lumen.test', password: 'Tejado-azul-Ruzafa-71' };
