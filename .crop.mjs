import sharp from 'sharp';
const [src, out, top = '0', height = '1600', width] = process.argv.slice(2);
const meta = await sharp(src).metadata();
const w = width ? Number(width) : meta.width;
const h = Math.min(Number(height), meta.height - Number(top));
await sharp(src).extract({ left: 0, top: Number(top), width: w, height: h }).resize({ width: Math.min(w, 1000) }).png().toFile(out);
console.log(meta.width, meta.height);
