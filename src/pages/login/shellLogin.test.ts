// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetShellLogin, readShellLogin, watchShellLogin } from './shellLogin';

function serverForm() {
  document.body.innerHTML =
    '<form class="public-shell-form" method="dialog"><input name="username"><input name="password"></form>';
  return {
    form: document.querySelector('form')!,
    field: (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!,
  };
}
const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe('shellLogin', () => {
  afterEach(() => {
    forgetShellLogin();
    document.body.innerHTML = '';
  });

  it("keeps what was typed in the server's form, its focus and a held submit, after the form is gone", () => {
    const { form, field } = serverForm();
    watchShellLogin();
    type(field('username'), 'admin');
    field('password').focus();
    type(field('password'), 'secret');
    expect(submit(form).defaultPrevented).toBe(true);
    form.remove();
    expect(readShellLogin()).toEqual({
      username: 'admin',
      password: 'secret',
      focused: 'password',
      submitted: true,
    });
  });

  it('follows nothing on a page without the form, and nothing once the login page has taken it', () => {
    watchShellLogin();
    expect(readShellLogin()).toBeNull();
    const { form } = serverForm();
    watchShellLogin();
    forgetShellLogin();
    expect(readShellLogin()).toBeNull();
    expect(submit(form).defaultPrevented).toBe(false);
  });
});
