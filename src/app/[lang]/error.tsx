'use client';

export { default } from '@/app/(site)/error';
