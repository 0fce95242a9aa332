export { default, metadata } from '@/app/(site)/not-found';
