'use client';

import { useEffect } from 'react';

/** Spec §2: the not-found page logs the missing path to the browser console. */
export function LogMissingPath() {
  useEffect(() => {
    console.warn(`404 Not Found: ${window.location.pathname}`);
  }, []);
  return null;
}
