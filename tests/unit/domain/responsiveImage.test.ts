import { describe, expect, it } from 'vitest';
import { imageSrcSet, WORDPRESS_IMAGE_SIZES } from '../../../src/domain/responsiveImage.ts';

describe('responsive image sizes', () => {
  it('knows the cover size of the spec, 1024x574', () => {
    expect(WORDPRESS_IMAGE_SIZES.full).toEqual({ width: 1024, height: 574 });
  });

  it('lists the three sizes WordPress gives, smallest first, with their widths', () => {
    expect(imageSrcSet({ full: '/full.jpg', medium: '/m.jpg', thumbnail: '/t.jpg' })).toBe('/t.jpg 300w, /m.jpg 512w, /full.jpg 1024w');
  });

  it('leaves out the sizes a post lacks, empty strings included', () => {
    expect(imageSrcSet({ full: '/full.jpg', medium: '', thumbnail: undefined })).toBe('/full.jpg 1024w');
  });

  it('is empty when the post has no image at all', () => {
    expect(imageSrcSet({})).toBe('');
  });

  it('names a URL given for several sizes once, with the smallest width', () => {
    expect(imageSrcSet({ full: '/upload.jpg', medium: '/upload.jpg', thumbnail: '/t.jpg' })).toBe('/t.jpg 300w, /upload.jpg 512w');
  });
});
