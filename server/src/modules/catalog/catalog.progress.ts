/**
 * A progress reporter: a redrawn bar on a terminal (`[██████░░░░]  60% 15000/25573 goods`), and on a log
 * (not a TTY) one line at 0, 25, 50, 75 and 100 %.
 */
export function progressBar(label: string, log: (line: string) => void, stream: NodeJS.WriteStream = process.stderr) {
  const width = 30;
  let lastQuarter = -1;
  return (done: number, total: number) => {
    const ratio = total === 0 ? 1 : done / total;
    const percent = Math.floor(ratio * 100);
    if (stream.isTTY) {
      const filled = Math.round(ratio * width);
      stream.write(
        `\r${label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${String(percent).padStart(3)}% ${done}/${total}`,
      );
      if (done >= total) stream.write('\n');
      return;
    }
    const quarter = Math.floor(percent / 25);
    if (quarter !== lastQuarter) {
      lastQuarter = quarter;
      log(`${label}: ${percent}% (${done}/${total})`);
    }
  };
}
