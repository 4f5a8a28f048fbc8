/** A progress line on stderr (stdout may be the export itself): rewritten in place on a terminal, else at most once a second. */
export const stderrProgress = (stream: NodeJS.WriteStream = process.stderr) => {
  let lastPrinted = 0;
  let pending: string | undefined;
  return {
    update(line: string) {
      pending = line;
      if (Date.now() - lastPrinted < (stream.isTTY ? 100 : 1000)) return;
      stream.write(stream.isTTY ? `\r${line}\u001b[K` : `${line}\n`);
      lastPrinted = Date.now();
      pending = undefined;
    },
    done() {
      if (pending) stream.write(stream.isTTY ? `\r${pending}\u001b[K\n` : `${pending}\n`);
      else if (stream.isTTY) stream.write('\n');
    },
  };
};
