import { describe, expect, it } from 'vitest';
import { hrefFor, manageBookingPath, routeOf } from '@/lib/i18n/page-paths';

describe('localised addresses of the route table', () => {
  it('a page is spelled in the language asked for, under its prefix', () => {
    expect(hrefFor('es', '/')).toBe('/es');
    expect(hrefFor('en', '/consulta-gratuita')).toBe('/en/free-consultation');
    expect(hrefFor('it', '/consulta-gratuita')).toBe('/it/consulenza-gratuita');
    expect(hrefFor('en', '/arquitectura')).toBe('/en/arquitectura');
  });

  it('a fragment, a query and dynamic segments are kept, the segment encoded', () => {
    expect(hrefFor('it', { pathname: '/', hash: 'cta' })).toBe('/it#cta');
    expect(hrefFor('es', { pathname: '/arquitectura', query: { gallery: 'casa 1' } })).toBe(
      '/es/arquitectura?gallery=casa+1',
    );
    expect(hrefFor('en', { pathname: '/mi-reserva/[token]', params: { token: 'a/b' } })).toBe('/en/my-booking/a%2Fb');
    expect(manageBookingPath('it', 'xyz')).toBe('/it/la-mia-prenotazione/xyz');
  });

  it('an address is read back as its route-table entry, whatever the language spells', () => {
    expect(routeOf('en', '/en')).toBe('/');
    expect(routeOf('en', '/en/free-consultation')).toBe('/consulta-gratuita');
    expect(routeOf('it', '/it/la-mia-prenotazione/xyz')).toBe('/mi-reserva/[token]');
    expect(routeOf('es', '/es/servicios')).toBe('/servicios');
  });

  it('an address outside the table comes back without its language', () => {
    expect(routeOf('es', '/es/arquitectura/filter/interiores')).toBe('/arquitectura/filter/interiores');
    expect(routeOf('en', '/en/consulta-gratuita')).toBe('/consulta-gratuita');
    expect(routeOf('en', '/en/no-such-page')).toBe('/no-such-page');
  });
});
