import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_RULE,
  IMAGE_RULE,
  VIDEO_RULE,
  acceptOf,
  checkFiles,
  fileProblem,
  formatBytes,
  isImage,
  kindsOf,
} from './file-checks';

const MB = 1024 * 1024;
const file = (type: string, size: number) => ({ type, size });

describe('fileProblem', () => {
  it('accepts images and PDFs up to 20 MB as documents', () => {
    expect(fileProblem(file('image/png', 1000), DOCUMENT_RULE)).toBeNull();
    expect(fileProblem(file('application/pdf', 20 * MB), DOCUMENT_RULE)).toBeNull();
  });

  it('refuses a document over 20 MB, of another kind, or empty', () => {
    expect(fileProblem(file('image/jpeg', 20 * MB + 1), { ...DOCUMENT_RULE, label: 'ID document' })).toBe(
      'ID document must be at most 20 MB',
    );
    expect(fileProblem(file('text/plain', 10), DOCUMENT_RULE)).toBe('Document must be an image or a PDF');
    expect(fileProblem(file('image/png', 0), DOCUMENT_RULE)).toBe('Document is empty');
  });

  it('names the kind for images and videos', () => {
    expect(fileProblem(file('video/mp4', 10), IMAGE_RULE)).toBe('Image must be an image');
    expect(fileProblem(file('image/png', 10), VIDEO_RULE)).toBe('Video must be a video');
    expect(fileProblem(file('video/mp4', 201 * MB), VIDEO_RULE)).toBe('Video must be at most 200 MB');
  });
});

describe('helpers', () => {
  it('formats sizes, tells images apart and builds accept attributes', () => {
    expect(formatBytes(20 * MB)).toBe('20 MB');
    expect(formatBytes(2048 * MB)).toBe('2 GB');
    expect(formatBytes(1536)).toBe('2 KB');
    expect(isImage({ type: 'image/webp' })).toBe(true);
    expect(isImage({ type: 'application/pdf' })).toBe(false);
    expect(isImage(null)).toBe(false);
    expect(acceptOf(DOCUMENT_RULE)).toBe('image/*,application/pdf');
  });
});

describe('rules for creator content', () => {
  it('names what a rule accepts, and "*/*" accepts any file (digital products)', () => {
    expect(kindsOf(IMAGE_RULE)).toBe('Image');
    expect(kindsOf(VIDEO_RULE)).toBe('Video');
    expect(kindsOf(DOCUMENT_RULE)).toBe('Image or PDF');
    const any = { maxBytes: 10 * MB, accept: ['*/*'], label: 'File' };
    expect(kindsOf(any)).toBe('File');
    expect(fileProblem(file('', 100), any)).toBeNull();
    expect(fileProblem(file('application/zip', 11 * MB), any)).toBe('File must be at most 10 MB');
  });

  it('splits a batch into files to upload and one message per refused file', () => {
    const chosen = [
      { name: 'a.png', type: 'image/png', size: 10 },
      { name: 'b.mp4', type: 'video/mp4', size: 10 },
      { name: 'c.jpg', type: 'image/jpeg', size: 21 * MB },
    ];
    const { fine, problems } = checkFiles(chosen, IMAGE_RULE);
    expect(fine.map((f) => f.name)).toEqual(['a.png']);
    expect(problems).toEqual(['b.mp4: Image must be an image', 'c.jpg: Image must be at most 20 MB']);
  });
});
