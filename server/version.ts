// The app version from package.json, read once (health answers carry it).
import { readFileSync } from 'node:fs';
import { projectPath } from './project-root.ts';

const packageJson = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as {
  version: string;
};

export const APP_VERSION: string = packageJson.version;
