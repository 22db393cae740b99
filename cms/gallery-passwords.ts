import { removeGalleryPassword, setGalleryPassword } from '@/lib/provider/embedded/gallery-passwords';

/**
 * The back office sets and clears gallery passwords through the bookings backend, where the public check, its rate
 * limits and the gallery lock live; Payload itself never stores a password or its hash.
 */
export const storeGalleryPassword = (galleryId: string, password: string) => setGalleryPassword(galleryId, password);
export const forgetGalleryPassword = (galleryId: string) => removeGalleryPassword(galleryId);
