/**
 * Organisations we have worked for or with, shown in the home page's logo strip
 * (each: id, logo, name). The names are fictional samples; a plant in a real town
 * (Nashik, Indore) is credited to an invented operator, never to that town's real
 * municipal body, which never commissioned it. Every organisation the
 * site names as a client or partner is here: the `client` or `partner` of a
 * project (content/projects/), a collaborator's `organization`
 * (content/collaborators/) and the co-operative of the biomass page's client
 * story; tests/unit/clients.test.ts holds them to it, and
 * src/content/client-links.ts links each to where the site tells its story.
 * Each logo is the client's name set in the brand typeface as a wordmark, the
 * way `mark` says
 * (tools/media/generators/clients.ts draws `/images/clients/<slug>.webp`; a
 * real logo file can replace it). No two marks may be near-duplicates:
 * `npm run media:check` compares them.
 */
type ClientSector = 'municipal' | 'sugar' | 'dairy' | 'fertiliser' | 'university' | 'research' | 'cooperative' | 'farmers' | 'food' | 'engineering';

/** How a client's name is set as its wordmark: each mark differs in its lines, weight, case, slant and rules. */
type ClientMark = {
  /** The name as the mark writes it, and an optional smaller second line. */
  lines: [string] | [string, string];
  /** Weight of the first line, 300–900 (Figtree is a variable font). */
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

/** File name of a client's logo, from its name ("Deccan Agro-Nutrients & Fertilisers Ltd" -> "deccan-agro-nutrients-fertilisers-ltd"). */
function clientSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const entries: Omit<Client, 'id' | 'logo'>[] = [
  { name: 'Kapilatir Organics Pvt Ltd', sector: 'municipal', mark: { lines: ['Kapilatir', 'Organics'], weight: 450, size: 30, tracking: 0.06, subCaps: true, subWeight: 800, rule: 'line' } },
  { name: 'Malavgiri Sahakari Sakkare Karkhane', sector: 'sugar', mark: { lines: ['Malavgiri', 'Sahakari Sakkare Karkhane'], weight: 900, size: 30, tracking: -0.03, subWeight: 400 } },
  { name: 'Godavari Valley University of Energy Studies', sector: 'university', mark: { lines: ['Godavari Valley', 'University of Energy Studies'], weight: 350, size: 24, italic: true, subCaps: true } },
  { name: 'Western India Institute of Technology', sector: 'university', mark: { lines: ['WIIT', 'Western India Institute of Technology'], weight: 700, size: 30, tracking: 0.04, subWeight: 500, rule: 'line' } },
  { name: "Gokulpur Milk Producers' Co-operative Union", sector: 'dairy', mark: { lines: ['Gokulpur', 'Milk Producers’ Union'], weight: 800, italic: true, size: 31, tracking: -0.02 } },
  { name: 'Shivnagari Municipal Corporation', sector: 'municipal', mark: { lines: ['Shivnagari', 'Municipal Corporation'], weight: 800, caps: true, tracking: 0.1, size: 22, subCaps: true } },
  { name: 'Krishna Valley Sugar Cooperative', sector: 'sugar', mark: { lines: ['Krishna Valley', 'Sugar Cooperative'], weight: 400, caps: true, size: 18, tracking: 0.12, subWeight: 800, align: 'left' } },
  { name: 'Deccan Agro-Nutrients & Fertilisers Ltd', sector: 'fertiliser', mark: { lines: ['DANF', 'Deccan Agro-Nutrients & Fertilisers'], weight: 300, size: 36, tracking: 0.3, subWeight: 600 } },
  { name: 'Charotar Dairy Co-operative Union', sector: 'dairy', mark: { lines: ['Charotar Dairy', 'Co-operative Union'], weight: 800, caps: true, size: 20, tracking: 0.04, subWeight: 400, italic: true } },
  { name: 'Aravali Food Processors Pvt Ltd', sector: 'food', mark: { lines: ['Aravali Foods'], weight: 550, size: 27, italic: true, tracking: 0.02 } },
  { name: 'Deccan Centre for Bioenergy Research', sector: 'research', mark: { lines: ['Deccan Centre', 'for Bioenergy Research'], weight: 600, size: 21, subWeight: 400, rule: 'line', align: 'left' } },
  { name: 'Narmadakinara Municipal Council', sector: 'municipal', mark: { lines: ['Narmadakinara', 'Municipal Council'], weight: 600, italic: true, size: 25, subCaps: true, align: 'left' } },
  { name: 'Ambavane Sugars & Distillery Ltd', sector: 'sugar', mark: { lines: ['ambavane', 'sugars & distillery'], weight: 500, size: 32, tracking: -0.04, align: 'left' } },
  { name: 'Shirur Taluka Dairy Co-operative', sector: 'dairy', mark: { lines: ['Shirur Taluka', 'Dairy Co-operative'], weight: 500, caps: true, size: 17, tracking: 0.2, subCaps: true, rule: 'line' } },
  { name: 'Bharatvarsha Green Fertilisers Ltd', sector: 'fertiliser', mark: { lines: ['Bharatvarsha', 'Green Fertilisers'], weight: 700, size: 27, align: 'left', rule: 'bar', subCaps: true } },
  { name: 'Malwa Urban Services Ltd', sector: 'municipal', mark: { lines: ['Malwa', 'Urban Services'], weight: 900, caps: true, size: 34, tracking: 0.12, align: 'left', rule: 'bar', subWeight: 500 } },
  { name: 'Hiravati Dairy Co-operative Federation', sector: 'dairy', mark: { lines: ['Hiravati Dairy'], weight: 400, size: 30, tracking: -0.01 } },
  { name: 'Vanashree Growers Producer Company', sector: 'farmers', mark: { lines: ['Vanashree', 'Growers Producer Company'], weight: 700, size: 34, italic: true, align: 'left', subWeight: 400, rule: 'line' } },
  { name: 'Vasundhara Krishi Vidyapeeth', sector: 'university', mark: { lines: ['vasundhara', 'krishi vidyapeeth'], weight: 800, size: 28, tracking: -0.01, subWeight: 400, rule: 'line' } },
  { name: 'Shri Sina Sahakari Sakhar Karkhana', sector: 'sugar', mark: { lines: ['Shri Sina', 'Sahakari Sakhar Karkhana'], weight: 900, size: 30, caps: true, tracking: 0.02, align: 'left', subWeight: 500 } },
  { name: 'Nandanvan Nagar Parishad', sector: 'municipal', mark: { lines: ['Nandanvan', 'Nagar Parishad'], weight: 300, size: 28, caps: true, tracking: 0.14, subCaps: true, subWeight: 700 } },
  { name: 'Konkan Gas Systems', sector: 'engineering', mark: { lines: ['KonkanGas', 'Systems'], weight: 800, size: 30, tracking: -0.05, italic: true, subCaps: true, subWeight: 600, align: 'left' } },
  { name: 'Hirkani Sugar Mills Ltd', sector: 'sugar', mark: { lines: ['Hirkani Sugar Mills'], weight: 650, caps: true, size: 15, tracking: 0.1 } },
  { name: 'Ujjwal Gram Biogas Federation', sector: 'cooperative', mark: { lines: ['Ujjwal Gram', 'Biogas Federation'], weight: 300, size: 30, italic: true, tracking: 0.02, subWeight: 700, rule: 'line', align: 'left' } },
];



export const clients: Client[] = entries.map((entry, index) => ({
  ...entry,
  id: index + 1,
  logo: `/images/clients/${clientSlug(entry.name)}.webp`,
}));

/** The first row shows clients 1–15, the second the rest. */
export const clientRows: [Client[], Client[]] = [clients.slice(0, 15), clients.slice(15)];
