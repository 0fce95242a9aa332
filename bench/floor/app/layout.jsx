export const metadata = { title: 'Floor', description: 'The smallest Next.js page, measured next to the site.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem' }}>{children}</body>
    </html>
  );
}
