/** The eighteen clients on the home logo wall (3 rows of 6). */
export const clientNames: readonly string[] = [
  'Hotel Mirador de Altea',
  'Llorens Arquitectos',
  'Azahar Cosmetics',
  'Cerámicas Vall',
  'Nuit Lighting',
  'Marina Real',
  'Bodegas Altiplano',
  'Genvia Bio',
  'Naviera Túria',
  'Heliora Energía',
  'Orxata Blanca',
  'Studio Conti',
  'Hoteles Nereida',
  'Cervesa del Túria',
  'Rueda Bikes',
  'Cooperativa La Horta',
  'Concept Store Russafa',
  'Valencia Fintech Summit',
];

export function clientSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
