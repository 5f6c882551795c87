import { use } from 'react';

/**
 * Nothing, once a lazy component's code is in; until then it suspends. Beside that component in a render React may
 * hold back (a deferred one, see RenderedLater), it keeps what is already shown in place until the code has come,
 * where the component's own fallback would show first and the code's arrival move everything below it. Only there:
 * suspended in a first render, a create page stayed on its loading screen though the code came.
 *
 * @example
 * <RenderedLater><CodeReady of={LazyImageKindInput} /><Section /></RenderedLater>
 */
export function CodeReady({ of }: { of: { preload: () => Promise<unknown>; loaded: () => boolean } }) {
  if (!of.loaded()) use(of.preload());
  return null;
}
