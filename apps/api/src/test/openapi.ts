import type { TestApp } from './test-app.js';

/** A parameter of an operation in the app's OpenAPI document. */
export interface DocumentedParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema?: { pattern?: string; enum?: string[]; type?: string; maxLength?: number };
}

/** The GET operations of the app's OpenAPI document: each path template with its parameters. */
export function documentedGets(t: TestApp) {
  const document = t.app.swagger() as { paths: Record<string, { get?: { parameters?: DocumentedParameter[] } }> };
  return Object.entries(document.paths).flatMap(([template, ops]) =>
    ops.get ? [{ template, parameters: ops.get.parameters ?? [] }] : [],
  );
}
