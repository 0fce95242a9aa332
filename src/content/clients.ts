/**
 * Organisations we have worked for, shown in the home page's logo strip
 * (each: id, logo, name). The names are fictional samples. Each logo is the
 * client's name set in the brand typeface as a wordmark, the way `mark` says
 * (tools/media/generators/clients.ts draws `/images/clients/<slug>.webp`; a
 * real logo file can replace it). No two marks may be near-duplicates:
 * `npm run media:check` compares them.
 */
type ClientSector = 'municipal' | 'sugar' | 'dairy' | 'fertiliser' | 'oil' | 'university' | 'cooperative' | 'food';

/** How a client's name is set as its wordmark: each mark differs in its lines, weight, case, slant and rules. */
type ClientMark = {
  /** The name as the mark writes it, and an optional smaller second line. */
  lines: [string] | [string, string];
  /** Weight of the first line, 300-900 (Figtree is a variable font). */
  weight: number;
  /** Size of the first line in px at 240x80 (default 26). */
  size?: number;
  /** Letter spacing of the first line in em. */
  tracking?: number;
  caps?: boolean;
  italic?: boolean;
  /** The second line in spaced capitals, and its weight (default 500). */
  subCaps?: boolean;
  subWeight?: number;
  /** A bar before the mark, or a rule between its lines. */
  rule?: 'bar' | 'line';
  /** Default centred. */
  align?: 'left' | 'center';
};

export type Client = {
  id: number;
  name: string;
  sector: ClientSector;
  mark: ClientMark;
  logo: string;
};

/** File name of a client's logo, from its name ("Konkan Tide Oil & Gas Ltd" -> "konkan-tide-oil-gas-ltd"). */
function clientSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const entries: Omit<Client, 'id' | 'logo'>[] = [
  { name: 'Shivnagari Municipal Corporation', sector: 'municipal', mark: { lines: ['Shivnagari', 'Municipal Corporation'], weight: 800, caps: true, tracking: 0.1, size: 22, subCaps: true } },
  { name: 'Krishnatir Municipal Corporation', sector: 'municipal', mark: { lines: ['Krishnatir', 'Municipal Corporation'], weight: 300, size: 30, tracking: -0.02, rule: 'line' } },
  { name: 'Vindhyapuram Nagar Nigam', sector: 'municipal', mark: { lines: ['VNN', 'Vindhyapuram Nagar Nigam'], weight: 900, size: 34, tracking: 0.2, align: 'left', rule: 'bar' } },
  { name: 'Narmadakinara Municipal Council', sector: 'municipal', mark: { lines: ['Narmadakinara', 'Municipal Council'], weight: 600, italic: true, size: 25, subCaps: true, align: 'left' } },
  { name: 'Shri Malavgiri Sahakari Sakhar Karkhana', sector: 'sugar', mark: { lines: ['Malavgiri', 'Sahakari Sakhar Karkhana'], weight: 900, size: 30, tracking: -0.03, subWeight: 400 } },
  { name: 'Ambavane Sugars & Distillery Ltd', sector: 'sugar', mark: { lines: ['ambavane', 'sugars & distillery'], weight: 500, size: 32, tracking: -0.04, align: 'left' } },
  { name: 'Hirkani Sugar Mills Ltd', sector: 'sugar', mark: { lines: ['Hirkani Sugar Mills'], weight: 650, caps: true, size: 15, tracking: 0.1 } },
  { name: "Gokulpur Milk Producers' Co-operative Union", sector: 'dairy', mark: { lines: ['Gokulpur', 'Milk Producers’ Union'], weight: 800, italic: true, size: 31, tracking: -0.02 } },
  { name: 'Hiravati Dairy Co-operative Federation', sector: 'dairy', mark: { lines: ['Hiravati Dairy'], weight: 400, size: 30, tracking: -0.01 } },
  { name: 'Dhenugram Sahakari Dugdh Sangh', sector: 'dairy', mark: { lines: ['Dhenugram', 'Sahakari Dugdh Sangh'], weight: 500, caps: true, size: 20, tracking: 0.24, subCaps: true, rule: 'line' } },
  { name: 'Deccan Agro-Nutrients & Fertilisers Ltd', sector: 'fertiliser', mark: { lines: ['DANF', 'Deccan Agro-Nutrients & Fertilisers'], weight: 300, size: 36, tracking: 0.3, subWeight: 600 } },
  { name: 'Bharatvarsha Green Fertilisers Ltd', sector: 'fertiliser', mark: { lines: ['Bharatvarsha', 'Green Fertilisers'], weight: 700, size: 27, align: 'left', rule: 'bar', subCaps: true } },
  { name: 'Konkan Tide Oil & Gas Ltd', sector: 'oil', mark: { lines: ['KonkanTide'], weight: 800, size: 30, tracking: -0.05, italic: true } },
  { name: 'Western Ghats Petrochem Ltd', sector: 'oil', mark: { lines: ['Western Ghats', 'Petrochem'], weight: 400, caps: true, size: 18, tracking: 0.12, subWeight: 800, align: 'left' } },
  { name: 'Sahyadri Institute of Agricultural Sciences', sector: 'university', mark: { lines: ['Sahyadri Institute', 'of Agricultural Sciences'], weight: 600, size: 21, subWeight: 400, rule: 'line', align: 'left' } },
  { name: 'Godavari Valley University of Energy Studies', sector: 'university', mark: { lines: ['Godavari Valley', 'University of Energy Studies'], weight: 350, size: 24, italic: true, subCaps: true } },
  { name: 'Tapi Institute of Technology & Research', sector: 'university', mark: { lines: ['TITR', 'Tapi Institute of Technology & Research'], weight: 700, size: 30, tracking: 0.04, subWeight: 500, rule: 'line' } },
  { name: 'Purna Rural Technology University', sector: 'university', mark: { lines: ['Purna', 'Rural Technology University'], weight: 900, size: 36, caps: true, tracking: 0.02, align: 'left', subWeight: 500 } },
  { name: 'Ujjwal Gram Biogas Federation', sector: 'cooperative', mark: { lines: ['Ujjwal Gram', 'Biogas Federation'], weight: 300, size: 30, italic: true, tracking: 0.02, subWeight: 700, rule: 'line', align: 'left' } },
  { name: 'Aravali Food Processors Pvt Ltd', sector: 'food', mark: { lines: ['Aravali Foods'], weight: 550, size: 27, italic: true, tracking: 0.02 } },
  { name: 'Kaveri Delta Fertilisers & Chemicals', sector: 'fertiliser', mark: { lines: ['Kaveri Delta', 'Fertilisers & Chemicals'], weight: 800, caps: true, size: 20, tracking: 0.04, subWeight: 400, italic: true } },
  { name: 'Nandanvan Nagar Parishad', sector: 'municipal', mark: { lines: ['Nandanvan', 'Nagar Parishad'], weight: 300, size: 28, caps: true, tracking: 0.14, subCaps: true, subWeight: 700 } },
  { name: 'Malwa Plateau Edible Oils Ltd', sector: 'oil', mark: { lines: ['Malwa', 'Plateau Edible Oils'], weight: 700, size: 34, italic: true, align: 'left', subWeight: 400, rule: 'line' } },
  { name: 'Vasundhara Krishi Vidyapeeth', sector: 'university', mark: { lines: ['vasundhara', 'krishi vidyapeeth'], weight: 800, size: 28, tracking: -0.01, subWeight: 400, rule: 'line' } },
];

export const clients: Client[] = entries.map((entry, index) => ({
  ...entry,
  id: index + 1,
  logo: `/images/clients/${clientSlug(entry.name)}.webp`,
}));

/** The first row shows clients 1-15, the second the rest. */
export const clientRows: [Client[], Client[]] = [clients.slice(0, 15), clients.slice(15)];
