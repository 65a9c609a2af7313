import { LicenseReviewStatus } from '@app/contracts/enums';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TCounselorApplicationData } from '@app/contracts/counselor-applications';
import { UPLOAD_IMAGE_WIDTH, type TUploadPurpose } from '@app/contracts/uploads';
import type { Db } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { counselorApplications } from '../schema/counselor-applications.ts';
import { licenseChangeRequests } from '../schema/license-changes.ts';
import { uploads } from '../schema/uploads.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import { encodeForDisplay } from '../../platform/files/image-uploads.ts';
import type { TPrivateFolder } from '../../platform/files/private-files.ts';
import { bankAccountContext } from '../../modules/counselor-applications/counselor-applications.repo.ts';

/** A plain picture with a caption, standing in for a scanned document. */
async function demoPicture(caption: string, background: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600">
    <rect width="100%" height="100%" fill="${background}"/>
    <rect x="40" y="40" width="880" height="520" fill="none" stroke="#33415c" stroke-width="6"/>
    <text x="480" y="320" font-size="56" text-anchor="middle" fill="#1b263b" font-family="sans-serif">${caption}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const demoPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

/** A demo document in the private uploads folder and its row: a captioned picture, or `file` as a PDF. */
async function storeDemoUpload(
  db: Db,
  folder: TPrivateFolder,
  upload: {
    ownerId: string;
    purpose: TUploadPurpose;
    file: Buffer | null;
    caption: string;
    background: string;
  },
): Promise<string> {
  let row: typeof uploads.$inferInsert;
  if (upload.file) {
    row = {
      ownerId: upload.ownerId,
      purpose: upload.purpose,
      contentType: 'application/pdf',
      storedName: await folder.put(upload.file, 'pdf'),
      byteSize: upload.file.length,
    };
  } else {
    const { data: image, info } = await encodeForDisplay(
      await demoPicture(upload.caption, upload.background),
      {
        maxWidth: UPLOAD_IMAGE_WIDTH,
      },
    );
    row = {
      ownerId: upload.ownerId,
      purpose: upload.purpose,
      contentType: 'image/webp',
      storedName: await folder.put(image, 'webp'),
      byteSize: image.length,
      width: info.width,
      height: info.height,
    };
  }
  const [inserted] = await db.insert(uploads).values(row).returning({ id: uploads.id });
  if (!inserted) throw new Error('demo upload not inserted');
  return inserted.id;
}

/**
 * The waiting demo application's documents (headshot, passbook cover, licence front and back, a
 * PDF) and its bank account number, once: files in the private uploads folder, rows in uploads.
 * Needs the data folder, so it runs after the accounts are seeded, when the app has its folders.
 */
export async function seedDemoApplicationFiles(db: Db, folder: TPrivateFolder, cipher: TFieldCipher) {
  const [applicant] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'applicant@demo.test'));
  if (!applicant) return;
  const [application] = await db
    .select()
    .from(counselorApplications)
    .where(eq(counselorApplications.applicantId, applicant.id));
  const data: TCounselorApplicationData = application?.data ?? {};
  if (!application || !data.personalInfo || data.personalInfo.headshot) return;

  const store = (purpose: TUploadPurpose, file: Buffer | null, caption: string, background: string) =>
    storeDemoUpload(db, folder, { ownerId: applicant.id, purpose, file, caption, background });
  const headshot = await store('headshot', null, '周欣怡', '#d8e2dc');
  const passbook = await store('passbook', null, '存摺封面（示範）', '#fde2e4');
  const front = await store('licenseFront', null, '諮商心理師證書 正面', '#e2ece9');
  const back = await store('licenseBack', null, '諮商心理師證書 背面', '#e2ece9');
  const attachment = await store('attachment', demoPdf, '', '');
  const licenses = data.licenses?.licenses ?? [];
  await db
    .update(counselorApplications)
    .set({
      data: {
        ...data,
        personalInfo: { ...data.personalInfo, headshot, passbook },
        counselorOrganization: data.counselorOrganization
          ? { ...data.counselorOrganization, attachments: [attachment] }
          : data.counselorOrganization,
        licenses: {
          licenses: licenses.map((license, index) => (index === 0 ? { ...license, front, back } : license)),
        },
      },
      bankAccountNumber: cipher.encrypt('00123456789012', bankAccountContext(application.id)),
    })
    .where(eq(counselorApplications.id, application.id));
}

/**
 * The images of the licence counselor3 asks to add (the second of the waiting change), once, so
 * that the expert reviewing it sees both sides.
 */
export async function seedDemoLicenseChangeFiles(db: Db, folder: TPrivateFolder) {
  const [counselor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'counselor3@demo.test'));
  if (!counselor) return;
  const [request] = await db
    .select({ id: licenseChangeRequests.id, licenses: licenseChangeRequests.licenses })
    .from(licenseChangeRequests)
    .where(
      and(
        eq(licenseChangeRequests.counselorId, counselor.id),
        eq(licenseChangeRequests.status, LicenseReviewStatus.UnderReview),
      ),
    );
  const added = request?.licenses[1];
  if (!request || !added || added.front) return;
  const store = (purpose: TUploadPurpose, side: string) =>
    storeDemoUpload(db, folder, {
      ownerId: counselor.id,
      purpose,
      file: null,
      caption: `${added.name} ${side}`,
      background: '#e7e3f4',
    });
  const front = await store('licenseFront', '正面');
  const back = await store('licenseBack', '背面');
  await db
    .update(licenseChangeRequests)
    .set({
      licenses: request.licenses.map((license, index) =>
        index === 1 ? { ...license, front, back } : license,
      ),
    })
    .where(eq(licenseChangeRequests.id, request.id));
}
