/**
 * What a served JSON-LD block must hold for search engines to use it: a business card with a full address, a
 * position to five decimals, the places it serves named in the page's language and no property its type lacks; images
 * with their creator and licence terms. Returns one line per problem found.
 */
type Node = Record<string, unknown>;

const countryName: Record<string, string> = { es: 'España', en: 'Spain', it: 'Spagna' };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const decimals = (value: unknown) => (typeof value === 'number' ? (String(value).split('.')[1]?.length ?? 0) : 0);

function missing(node: Node, keys: string[], where: string): string[] {
  return keys.filter((key) => node[key] === undefined || node[key] === '').map((key) => `${where}: no ${key}`);
}

function professionalService(node: Node, locale: string): string[] {
  const problems = missing(
    node,
    ['@id', 'name', 'url', 'telephone', 'email', 'address', 'geo', 'areaServed', 'knowsLanguage', 'contactPoint'],
    'ProfessionalService',
  );
  // inLanguage belongs to creative works, not to a business.
  if ('inLanguage' in node) problems.push('ProfessionalService: inLanguage is not one of its properties');
  const address = isNode(node.address) ? node.address : {};
  problems.push(
    ...missing(address, ['streetAddress', 'postalCode', 'addressLocality', 'addressCountry'], 'PostalAddress'),
  );
  const geo = isNode(node.geo) ? node.geo : {};
  if (decimals(geo.latitude) < 5 || decimals(geo.longitude) < 5)
    problems.push('GeoCoordinates: fewer than five decimals');
  const served = asList(node.areaServed).map((place) => (isNode(place) ? place.name : place));
  if (!served.includes(countryName[locale]))
    problems.push(`areaServed: ${JSON.stringify(served)} does not name ${countryName[locale]}`);
  const contact = isNode(node.contactPoint) ? node.contactPoint : {};
  if (asList(contact.availableLanguage).length === 0) problems.push('ContactPoint: no availableLanguage');
  return problems;
}

function imageObject(node: Node, locale: string): string[] {
  const problems = missing(
    node,
    ['contentUrl', 'creator', 'creditText', 'copyrightNotice', 'license', 'acquireLicensePage'],
    'ImageObject',
  );
  for (const key of ['license', 'acquireLicensePage']) {
    if (typeof node[key] === 'string' && !(node[key] as string).includes(`/${locale}/`))
      problems.push(`ImageObject: ${key} not in /${locale}/`);
  }
  return problems;
}

function imageGallery(node: Node, locale: string): string[] {
  const problems = missing(node, ['@id', 'name', 'url', 'thumbnailUrl', 'image'], 'ImageGallery');
  if (node.inLanguage !== locale)
    problems.push(`ImageGallery: inLanguage ${String(node.inLanguage)} on a /${locale} page`);
  for (const image of asList(node.image))
    problems.push(
      ...(isNode(image) ? imageObject(image, locale) : ['ImageGallery: an image that is not an ImageObject']),
    );
  return problems;
}

export function jsonLdProblems(data: unknown, locale: string): string[] {
  if (!isNode(data) || data['@context'] !== 'https://schema.org') return ['JSON-LD without the schema.org context'];
  const nodes = data['@graph'] === undefined ? [data] : asList(data['@graph']);
  return nodes.flatMap((node) => {
    if (!isNode(node)) return ['JSON-LD: an item that is not an object'];
    if (node['@type'] === 'ProfessionalService') return professionalService(node, locale);
    if (node['@type'] === 'ImageGallery') return imageGallery(node, locale);
    return [`JSON-LD: unexpected type ${String(node['@type'])}`];
  });
}
