/**
 * Organisations we have worked for, shown in the home page's logo strip
 * (each: id, logo, name). The names are fictional
 * samples; each logo is a generated stand-in at `/images/clients/<slug>.svg`
 * (tools/media/generators/home.ts) and can be replaced by the real artwork.
 */
export type ClientSector = 'municipal' | 'sugar' | 'dairy' | 'fertiliser' | 'oil' | 'university' | 'cooperative' | 'food';

export type Client = {
  id: number;
  name: string;
  /** Short form printed inside the generated logo. */
  short: string;
  sector: ClientSector;
  logo: string;
};

/** File name of a client's logo, from its name ("Konkan Tide Oil & Gas Ltd" -> "konkan-tide-oil-gas-ltd"). */
export function clientSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const entries: Omit<Client, 'id' | 'logo'>[] = [
  { name: 'Shivnagari Municipal Corporation', short: 'SMC', sector: 'municipal' },
  { name: 'Krishnatir Municipal Corporation', short: 'KMC', sector: 'municipal' },
  { name: 'Vindhyapuram Nagar Nigam', short: 'VNN', sector: 'municipal' },
  { name: 'Narmadakinara Municipal Council', short: 'NMC', sector: 'municipal' },
  { name: 'Shri Malavgiri Sahakari Sakhar Karkhana', short: 'Malavgiri', sector: 'sugar' },
  { name: 'Ambavane Sugars & Distillery Ltd', short: 'Ambavane', sector: 'sugar' },
  { name: 'Hirkani Sugar Mills Ltd', short: 'Hirkani', sector: 'sugar' },
  { name: "Gokulpur Milk Producers' Co-operative Union", short: 'Gokulpur', sector: 'dairy' },
  { name: 'Hiravati Dairy Co-operative Federation', short: 'Hiravati', sector: 'dairy' },
  { name: 'Dhenugram Sahakari Dugdh Sangh', short: 'Dhenugram', sector: 'dairy' },
  { name: 'Deccan Agro-Nutrients & Fertilisers Ltd', short: 'DANF', sector: 'fertiliser' },
  { name: 'Bharatvarsha Green Fertilisers Ltd', short: 'BGF', sector: 'fertiliser' },
  { name: 'Konkan Tide Oil & Gas Ltd', short: 'Konkan Tide', sector: 'oil' },
  { name: 'Western Ghats Petrochem Ltd', short: 'WG Petrochem', sector: 'oil' },
  { name: 'Sahyadri Institute of Agricultural Sciences', short: 'SIAS', sector: 'university' },
  { name: 'Godavari Valley University of Energy Studies', short: 'GVUES', sector: 'university' },
  { name: 'Tapi Institute of Technology & Research', short: 'TITR', sector: 'university' },
  { name: 'Purna Rural Technology University', short: 'PRTU', sector: 'university' },
  { name: 'Ujjwal Gram Biogas Federation', short: 'Ujjwal Gram', sector: 'cooperative' },
  { name: 'Aravali Food Processors Pvt Ltd', short: 'Aravali Foods', sector: 'food' },
  { name: 'Kaveri Delta Fertilisers & Chemicals', short: 'Kaveri Delta', sector: 'fertiliser' },
  { name: 'Nandanvan Nagar Parishad', short: 'Nandanvan', sector: 'municipal' },
  { name: 'Malwa Plateau Edible Oils Ltd', short: 'Malwa Oils', sector: 'oil' },
  { name: 'Vasundhara Krishi Vidyapeeth', short: 'VKV', sector: 'university' },
];

export const clients: Client[] = entries.map((entry, index) => ({
  ...entry,
  id: index + 1,
  logo: `/images/clients/${clientSlug(entry.name)}.svg`,
}));

/** The first row shows clients 1-15, the second the rest. */
export const clientRows: [Client[], Client[]] = [clients.slice(0, 15), clients.slice(15)];
