// Posts the newsroom went back to after publishing: WordPress's post_modified
// (the contract's `dateCreated`) is then later than the publication, and the
// article says "Updated" with that time. The others were last saved before they
// went out, as a draft is. Never the newest few, so no update lies in the future.

const isUpdated = (position: number): boolean => position % 10 === 4;

/** Hours after its publication that the post at `position` was last changed; undefined when it was not. */
export const updatedAfterHours = (position: number): number | undefined => (isUpdated(position) ? 2 + (position % 7) : undefined);
