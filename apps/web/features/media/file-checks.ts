/** Client-side checks before an upload starts, matching the API's limits (contract 6). */

const MB = 1024 * 1024;

export interface FileRule {
  /** Largest size in bytes. */
  maxBytes: number;
  /** MIME patterns such as `image/*` or `application/pdf`. */
  accept: readonly string[];
  /** Named in messages: "ID document", "Avatar"... */
  label: string;
}

export const DOCUMENT_RULE: FileRule = { maxBytes: 20 * MB, accept: ['image/*', 'application/pdf'], label: 'Document' };
export const IMAGE_RULE: FileRule = { maxBytes: 20 * MB, accept: ['image/*'], label: 'Image' };
export const VIDEO_RULE: FileRule = { maxBytes: 200 * MB, accept: ['video/*'], label: 'Video' };

/** "2 GB", "20 MB", "512 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * MB) return `${Math.round((bytes / (1024 * MB)) * 10) / 10} GB`;
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function matches(type: string, pattern: string): boolean {
  if (pattern === '*/*') return true;
  if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
  return type === pattern;
}

/** What is wrong with a chosen file, or null when it may be uploaded. */
export function fileProblem(file: Pick<File, 'size' | 'type'>, rule: FileRule): string | null {
  if (!rule.accept.some((pattern) => matches(file.type, pattern))) {
    const kinds = rule.accept.map((p) => (p === 'application/pdf' ? 'PDF' : p.replace('/*', ''))).join(' or ');
    return `${rule.label} must be ${kinds === 'image or PDF' ? 'an image or a PDF' : `a${/^[aeiou]/.test(kinds) ? 'n' : ''} ${kinds}`}`;
  }
  if (file.size > rule.maxBytes) return `${rule.label} must be at most ${formatBytes(rule.maxBytes)}`;
  if (file.size === 0) return `${rule.label} is empty`;
  return null;
}

export const isImage = (file: Pick<File, 'type'> | null | undefined) => Boolean(file?.type.startsWith('image/'));

/** The accept attribute of a file input. */
export const acceptOf = (rule: FileRule) => rule.accept.join(',');

/** "Image", "Video", "Image or PDF", "File": what a rule accepts, for hints. */
export function kindsOf(rule: Pick<FileRule, 'accept'>): string {
  const names = [
    ...new Set(
      rule.accept.map((p) =>
        p === 'image/*'
          ? 'image'
          : p === 'video/*'
            ? 'video'
            : p === 'audio/*'
              ? 'audio'
              : p === 'application/pdf'
                ? 'PDF'
                : 'file',
      ),
    ),
  ];
  if (names.includes('file')) return 'File';
  const text = names.join(' or ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Splits chosen files into those that pass the rule and a message for each that does not. */
export function checkFiles<F extends Pick<File, 'name' | 'size' | 'type'>>(
  files: readonly F[],
  rule: FileRule,
): { fine: F[]; problems: string[] } {
  const fine: F[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const issue = fileProblem(file, rule);
    if (issue) problems.push(`${file.name}: ${issue}`);
    else fine.push(file);
  }
  return { fine, problems };
}
