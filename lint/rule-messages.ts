import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** What one rule of the project's ESLint config says of `source`, linted as if it were the file at `filePath`. */
export const ruleMessages = async (ruleId: string, filePath: string, source: string): Promise<string[]> => {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
};
