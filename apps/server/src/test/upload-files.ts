import { crc32 } from 'node:zlib';
import type { TUploadPurpose } from '@app/contracts/uploads';
import sharp from 'sharp';
import type { TTestApp } from './build-test-app.ts';

/** A picture with camera metadata (EXIF with a GPS position) that uploads must drop. */
export function testPicture(format: 'png' | 'jpeg', width: number, height: number): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 60, g: 140, b: 200 } },
  }).withMetadata({
    exif: { IFD0: { Copyright: 'camera owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 0/1' } },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A small PNG whose header claims `width` × `height` pixels (a decompression bomb's shape). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR length (4) and type (4), then width and height; the CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The smallest PDF readers open. */
export const testPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

/** A multipart body with `purpose` and one file part. */
export function uploadBody(
  file: Buffer,
  {
    filename,
    contentType,
    purpose,
    field = 'file',
  }: {
    filename: string;
    contentType: string;
    purpose?: string;
    field?: string;
  },
) {
  const boundary = '----upload-test-boundary';
  const purposePart =
    purpose === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`;
  const head = Buffer.from(
    `${purposePart}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/{locale}/Upload as `caller` (null: no token). */
export function postUpload(
  testApp: TTestApp,
  caller: { headers: { authorization: string } } | null,
  body: ReturnType<typeof uploadBody>,
  locale = 'zh-tw',
) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/${locale}/Upload`,
    payload: body.payload,
    headers: { ...body.headers, ...(caller ? caller.headers : {}) },
  });
}

/** Uploads a fitting small file for `purpose` and answers its id. */
export async function uploadFor(
  testApp: TTestApp,
  caller: { headers: { authorization: string } },
  purpose: TUploadPurpose,
): Promise<string> {
  const body =
    purpose === 'attachment'
      ? uploadBody(testPdf, { filename: 'doc.pdf', contentType: 'application/pdf', purpose })
      : uploadBody(await testPicture('png', 40, 30), {
          filename: 'a.png',
          contentType: 'image/png',
          purpose,
        });
  const response = await postUpload(testApp, caller, body);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().data.id;
}
