/** The signed-in account behind a request, as the server knows it now (not as the token claimed). */
export interface Principal {
  account: { id: number; username: string; email: string; twoFactorEnabled: boolean };
  roles: string[];
  jti: string;
  exp: number;
  /**
   * The save this request belongs to (its `Save-Id` header): the dashboard sends one id with every call of one
   * save (a record and its relations), so the record's history reads them as one entry.
   */
  save?: string;
}
