const sharp = require('sharp');
const [,, file, top, height, out] = process.argv;
sharp(file).metadata().then((m) => sharp(file).extract({ left: 0, top: +top, width: m.width, height: Math.min(+height, m.height - +top) }).toFile(out)).then(() => console.log(out));
