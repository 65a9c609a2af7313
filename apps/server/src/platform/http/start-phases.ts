/**
 * Wall-clock milliseconds of each phase of a start, for the debug log: where a slow start spends
 * its time. The first phase runs from the process's start (Node's own start and module loading).
 */
export function createStartPhases() {
  let last = performance.now();
  const phases: Record<string, number> = { loadModules: Math.round(last) };
  return {
    /** Ends the phase running since the previous call (or since the first phase). */
    done(name: string) {
      const at = performance.now();
      phases[name] = Math.round(at - last);
      last = at;
    },
    phases,
  };
}
