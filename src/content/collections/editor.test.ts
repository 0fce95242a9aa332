import { describe, expect, it } from 'vitest';
import editor from '../../../keystatic.config';
import { collaboratorSchema, faqCategorySchema, openingSchema, postSchema, projectSchema, teamMemberSchema } from './schemas';

/**
 * The browser editor (keystatic.config.ts) must write exactly the keys the
 * loader's strict schemas accept: a field it adds would fail the build, a field
 * it lacks could not be edited.
 */
const keys = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape).sort();
const editorKeys = (name: keyof typeof editor.collections, except: string[] = []) =>
  Object.keys(editor.collections[name].schema)
    .filter((key) => !except.includes(key))
    .sort();

describe('keystatic.config.ts', () => {
  it('has the fields of each collection schema, in content/ folders of the same names', () => {
    expect(editorKeys('posts', ['body'])).toEqual(keys(postSchema));
    expect(editorKeys('team')).toEqual(keys(teamMemberSchema));
    expect(editorKeys('collaborators')).toEqual(keys(collaboratorSchema));
    expect(editorKeys('faq')).toEqual(keys(faqCategorySchema));
    expect(editorKeys('openings')).toEqual(keys(openingSchema));
    const projectKeys = [...new Set(projectSchema.options.flatMap((option) => Object.keys(option.shape)))].sort();
    expect(editorKeys('projects')).toEqual(projectKeys);
    for (const [name, folder] of [['posts', 'blog'], ['projects', 'projects'], ['team', 'team'], ['collaborators', 'collaborators'], ['faq', 'faq'], ['openings', 'openings']] as const) {
      expect(editor.collections[name].path).toBe(`content/${folder}/*`);
    }
  });
});
