import { useEffect, useState } from 'react';

/** The time now, once a second: join buttons open and offer countdowns run by themselves. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
