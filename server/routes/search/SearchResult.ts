/** One hit of the member or performer search (docs/API.md "Search"). */
export interface SearchResult {
  id: number;
  username: string;
  email: string;
  whitelabelWebsite: string;
  familyWebsite: string | null;
  familyId: number | null;
}
