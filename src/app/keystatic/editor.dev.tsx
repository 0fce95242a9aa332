'use client';

import { makePage } from '@keystatic/next/ui/app';
import config from '../../../keystatic.config';

const Editor = makePage(config);

/** Keystatic's app over the whole window (it sits under the root layout, which has no header or footer). */
export function KeystaticEditor() {
  return (
    <div className="fixed inset-0 z-[100] overflow-auto bg-white text-black">
      <Editor />
    </div>
  );
}
