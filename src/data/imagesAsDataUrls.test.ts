// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { imagesAsDataUrls } from './imagesAsDataUrls';

const chosen = (text: string, name = 'a.png') => ({
  rawFile: new File([text], name, { type: 'image/png' }),
  src: 'blob:http://localhost/1',
  title: name,
});

describe('imagesAsDataUrls', () => {
  it('turns each newly chosen file, at any depth, into its data: URL and leaves the rest alone', async () => {
    const createdAt = new Date('2026-01-01T00:00:00Z');
    expect(
      await imagesAsDataUrls({
        title: 'Front',
        cover: chosen('hi'),
        identity: { front: chosen('ok'), back: 'https://cdn.example/back.png' },
        attachments: [{ file: chosen('x') }, { file: null }],
        createdAt,
      }),
    ).toEqual({
      title: 'Front',
      cover: 'data:image/png;base64,aGk=',
      identity: { front: 'data:image/png;base64,b2s=', back: 'https://cdn.example/back.png' },
      attachments: [{ file: 'data:image/png;base64,eA==' }, { file: null }],
      createdAt,
    });
  });

  it('leaves a shown image that was not replaced ({ src, title } without a file) as it is', async () => {
    expect(await imagesAsDataUrls({ cover: { src: 'https://cdn.example/a.png', title: 'a' } })).toEqual({
      cover: { src: 'https://cdn.example/a.png', title: 'a' },
    });
  });
});
