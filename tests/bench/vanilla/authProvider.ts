import type { AuthProvider } from 'react-admin';
import { TOKEN_KEY } from './tokenKey';

/** Signs in against the reference API's POST /api/login and keeps the token in local storage. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const response = await fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!response.ok) throw new Error(((await response.json()) as { message: string }).message);
    localStorage.setItem(TOKEN_KEY, ((await response.json()) as { token: string }).token);
  },
  async logout() {
    localStorage.removeItem(TOKEN_KEY);
  },
  async checkAuth() {
    if (!localStorage.getItem(TOKEN_KEY)) throw new Error('Not signed in');
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) throw error;
  },
};
