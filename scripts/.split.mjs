import sharp from 'sharp';
const [file, chunk = '1400'] = process.argv.slice(2);
const meta = await sharp(file).metadata();
const h = Number(chunk);
for (let i = 0, top = 0; top < meta.height; i++, top += h) {
  const out = file.replace(/\.png$/, `.part${i}.png`);
  await sharp(file).extract({ left: 0, top, width: meta.width, height: Math.min(h, meta.height - top) }).toFile(out);
  console.log(out);
}
