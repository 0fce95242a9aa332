'use client';

import { useEffect } from 'react';

/** The not-found page logs the missing path to the browser console, as a warning. */
export function LogMissingPath() {
  useEffect(() => {
    console.warn(`404 Not Found: ${window.location.pathname}`);
  }, []);
  return null;
}
