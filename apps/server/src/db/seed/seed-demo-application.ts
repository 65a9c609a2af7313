import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TCounselorApplicationData } from '@app/contracts/counselor-applications';
import { UPLOAD_IMAGE_WIDTH, type TUploadPurpose } from '@app/contracts/uploads';
import type { Db } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { counselorApplications } from '../schema/counselor-applications.ts';
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

  const store = async (purpose: TUploadPurpose, file: Buffer | null, caption: string, background: string) => {
    let row: typeof uploads.$inferInsert;
    if (file) {
      row = {
        ownerId: applicant.id,
        purpose,
        contentType: 'application/pdf',
        storedName: await folder.put(file, 'pdf'),
        byteSize: file.length,
      };
    } else {
      const { data: image, info } = await encodeForDisplay(await demoPicture(caption, background), {
        maxWidth: UPLOAD_IMAGE_WIDTH,
      });
      row = {
        ownerId: applicant.id,
        purpose,
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
  };

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
