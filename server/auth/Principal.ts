/** The signed-in account behind a request, as the server knows it now (not as the token claimed). */
export interface Principal {
  account: { id: number; username: string; email: string; twoFactorEnabled: boolean };
  roles: string[];
  jti: string;
  exp: number;
}
