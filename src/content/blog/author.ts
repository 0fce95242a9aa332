import { company } from '@/content/company';

/** Posts are signed by the team, never by an individual. */
export const blogAuthor = `${company.shortName} Research Team`;
