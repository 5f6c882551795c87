/** The demo admin's token from a running reference server, for the bench's signed-in visits. */
export async function adminToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'wse-demo' }),
  });
  if (!response.ok) throw new Error(`POST ${origin}/api/login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
