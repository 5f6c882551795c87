/** One hit of POST /members/search or POST /wse/search (docs/API.md). */
export interface SearchResult {
  id: number;
  username: string;
  email: string;
  whitelabelWebsite: string | null;
  familyWebsite: string | null;
  familyId: number | null;
}

export type SearchType = 'member' | 'model';
