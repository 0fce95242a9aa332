import sharp from 'sharp';
const [file, out, top, height, width = 1280] = process.argv.slice(2);
await sharp(file).extract({ left: 0, top: +top, width: +width, height: +height }).toFile(out);
