<?php
/**
 * The corpus's media offline, for import-corpus.php: every media URL of the
 * corpus on an outside host mapped to uploads/corpus/<host>/<path>, and a
 * stand-in file made there: an image drawn with GD at the size the corpus
 * says, a second of silent MP3 for audio, the demo's WebM loop for video, a
 * one-page PDF for a document.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The folder of the corpus's media under the uploads directory.
 */
const NEWSDESK_CORPUS_UPLOADS = 'corpus';

/**
 * The size of an image the corpus says nothing about.
 */
const NEWSDESK_CORPUS_DEFAULT_IMAGE = array( 1200, 800 );

/**
 * The corpus's media files: every URL of an image, audio, video or document
 * on an outside host mapped to uploads/corpus/<host>/<path> (its query kept),
 * and a stand-in file made there the first time.
 */
class Newsdesk_Corpus_Media {

	/**
	 * File extensions of the media a page loads or links to, by what stands in for them.
	 */
	const KINDS = array(
		'image'    => array( 'jpg', 'jpeg', 'jpe', 'png', 'gif', 'webp', 'avif', 'bmp', 'svg' ),
		'audio'    => array( 'mp3', 'm4a', 'ogg', 'oga', 'wav', 'flac', 'aac', 'opus', 'wma' ),
		'video'    => array( 'mp4', 'm4v', 'mov', 'webm', 'ogv', 'avi', 'wmv', 'mkv', '3gp', 'mpg', 'mpeg' ),
		'document' => array( 'pdf' ),
	);

	/**
	 * The demo's WebM loop: the stand-in of every video.
	 *
	 * @var string
	 */
	private $video;

	/**
	 * The uploads directory (basedir, baseurl).
	 *
	 * @var array
	 */
	private $uploads;

	/**
	 * The site's own host: its URLs are not rewritten.
	 *
	 * @var string
	 */
	private $own_host;

	/**
	 * Width and height stated beside a URL in the corpus's markup, by URL without query.
	 *
	 * @var array<string, array{0: int, 1: int}>
	 */
	private $sizes = array();

	/**
	 * Files made (or found) so far, by relative path.
	 *
	 * @var array<string, true>
	 */
	private $made = array();

	/**
	 * The media of this site.
	 *
	 * @param string $video The demo video's file.
	 * @throws RuntimeException Without an uploads directory or the video.
	 */
	public function __construct( string $video ) {
		$uploads = wp_upload_dir( null, true );
		if ( ! empty( $uploads['error'] ) ) {
			throw new RuntimeException( 'no uploads directory: ' . $uploads['error'] );
		}
		if ( ! is_readable( $video ) ) {
			throw new RuntimeException( sprintf( 'the stand-in video %s cannot be read.', $video ) );
		}
		$this->uploads  = $uploads;
		$this->video    = $video;
		$this->own_host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
	}

	/**
	 * How many files the corpus uses.
	 */
	public function count(): int {
		return count( $this->made );
	}

	/**
	 * Notes the size an <img> states (width and height both given) for its src.
	 * A URL with a query (WordPress.com's ?w=604) names a resized copy: not the file's size.
	 *
	 * @param string $html Content.
	 */
	public function learn_sizes( string $html ): void {
		if ( ! preg_match_all( '#<img\b[^>]*>#i', $html, $tags ) ) {
			return;
		}
		foreach ( $tags[0] as $tag ) {
			if ( preg_match( '#\ssrc=(["\'])(https?://[^"\'?]+)\1#i', $tag, $src ) && preg_match( '#\swidth=(["\']?)(\d+)\1#i', $tag, $w ) && preg_match( '#\sheight=(["\']?)(\d+)\1#i', $tag, $h ) ) {
				$known = $this->sizes[ $src[2] ] ?? array( 0, 0 );
				if ( (int) $w[2] * (int) $h[2] > $known[0] * $known[1] ) {
					$this->sizes[ $src[2] ] = array( (int) $w[2], (int) $h[2] );
				}
			}
		}
	}

	/**
	 * Content with every outside media URL rewritten to its local file: any URL
	 * whose path ends in a media extension (src, srcset, poster, href, url() in
	 * a style, block attributes, shortcodes, a URL alone on its line), and
	 * url() in a style and the src, srcset and poster of img, audio, video,
	 * source and track whatever their URL looks like.
	 *
	 * @param string $html Content.
	 */
	public function rewrite( string $html ): string {
		if ( '' === $html ) {
			return $html;
		}
		$extensions = implode( '|', array_merge( ...array_values( self::KINDS ) ) );
		$html       = (string) preg_replace_callback(
			'#\bhttps?://[a-z0-9.-]+(?::\d+)?/[^\s"\'<>()\[\]\\\\?\#]*?\.(?:' . $extensions . ')(?=[?\#"\'\s<>()\[\]\\\\,]|$)#i',
			function ( $m ) {
				$local = $this->local( $m[0] );
				return null === $local ? $m[0] : $local['url'];
			},
			$html
		);
		// A background in a style (a cover's), whatever its URL looks like.
		$html = (string) preg_replace_callback(
			'#(url\(\s*)(["\']?)(https?://[^"\'()\s]+)\2(\s*\))#i',
			function ( $m ) {
				$local = $this->local( $m[3], 'img' );
				return null === $local ? $m[0] : $m[1] . $m[2] . $local['url'] . $m[2] . $m[4];
			},
			$html
		);
		return (string) preg_replace_callback(
			'#<(img|audio|video|source|track)\b[^>]*>#i',
			function ( $tag ) {
				return (string) preg_replace_callback(
					'#(\s(?:src|srcset|poster)=)(["\'])(.*?)\2#i',
					function ( $attribute ) use ( $tag ) {
						$value = (string) preg_replace_callback(
							'#https?://[^\s,"\']+#i',
							function ( $url ) use ( $tag ) {
								$local = $this->local( $url[0], strtolower( $tag[1] ) );
								return null === $local ? $url[0] : $local['url'];
							},
							$attribute[3]
						);
						return $attribute[1] . $attribute[2] . $value . $attribute[2];
					},
					$tag[0]
				);
			},
			$html
		);
	}

	/**
	 * The local file of a media URL on an outside host, made when missing; null
	 * for this site's own URLs and for what is no media file.
	 *
	 * @param string $url The URL (a query is kept on the local URL, not in the file's name).
	 * @param string $tag The element it is the source of, for a URL without a media extension.
	 * @return array{path: string, url: string}|null
	 */
	public function local( string $url, string $tag = '' ): ?array {
		$parts = wp_parse_url( html_entity_decode( $url, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		// The query as the content writes it (&amp; stays &amp;).
		$query = false === strpos( $url, '?' ) ? '' : substr( $url, (int) strpos( $url, '?' ) );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) || ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) ) {
			return null;
		}
		$host = strtolower( $parts['host'] );
		if ( $host === $this->own_host ) {
			return null;
		}
		$path      = rawurldecode( $parts['path'] ?? '/' );
		$extension = strtolower( pathinfo( $path, PATHINFO_EXTENSION ) );
		$kind      = $this->kind( $extension );
		if ( null === $kind ) {
			$by_tag = array(
				'img'    => array( 'image', 'jpg' ),
				'source' => array( 'image', 'jpg' ),
				'audio'  => array( 'audio', 'mp3' ),
				'track'  => array( 'document', 'vtt' ),
				'video'  => array( 'video', 'webm' ),
			);
			if ( ! isset( $by_tag[ $tag ] ) ) {
				return null;
			}
			list( $kind, $extension ) = $by_tag[ $tag ];
			// A URL that is no file name (an image service's): the query is part of what it names.
			$path  = rtrim( $path, '/' ) . ( '' !== $query ? '-' . substr( md5( $query ), 0, 8 ) : '' ) . '.' . $extension;
			$query = '';
		}
		// Only characters every file system and URL take; the host keeps URLs of two sites apart.
		$relative = NEWSDESK_CORPUS_UPLOADS . '/' . $host . '/' . ltrim( (string) preg_replace( '#[^A-Za-z0-9._/-]+#', '-', $path ), '/' );
		$relative = (string) preg_replace( '#/\.+/#', '/', $relative );
		$file     = trailingslashit( $this->uploads['basedir'] ) . $relative;
		if ( ! isset( $this->made[ $relative ] ) ) {
			if ( ! file_exists( $file ) ) {
				$this->make( $file, $kind, $extension, $this->size_of( $url ), $host . $path );
			}
			$this->made[ $relative ] = true;
		}
		return array(
			'path' => $file,
			'url'  => trailingslashit( $this->uploads['baseurl'] ) . $relative . $query,
		);
	}

	/**
	 * An image attachment's metadata as an upload gets it, with a file for each
	 * registered size smaller than the image (named and sized as WordPress's
	 * wp_create_image_subsizes() names and sizes them), each drawn anew rather
	 * than resampled: ten times quicker, and a stand-in either way.
	 *
	 * @param string $file The image, under the uploads directory.
	 * @return array The metadata.
	 * @throws RuntimeException When a size cannot be written.
	 */
	public function image_metadata( string $file ): array {
		$size = wp_getimagesize( $file );
		if ( ! is_array( $size ) ) {
			throw new RuntimeException( sprintf( '%s is no image GD can read.', $file ) );
		}
		list( $width, $height ) = $size;
		$mime                   = (string) $size['mime'];
		$extension              = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
		$name                   = pathinfo( $file, PATHINFO_FILENAME );
		$metadata               = array(
			'width'      => $width,
			'height'     => $height,
			'file'       => _wp_relative_upload_path( $file ),
			'filesize'   => (int) filesize( $file ),
			'sizes'      => array(),
			'image_meta' => array(
				'aperture'          => '0',
				'credit'            => '',
				'camera'            => '',
				'caption'           => '',
				'created_timestamp' => '0',
				'copyright'         => '',
				'focal_length'      => '0',
				'iso'               => '0',
				'shutter_speed'     => '0',
				'title'             => '',
				'orientation'       => '0',
				'keywords'          => array(),
			),
		);
		foreach ( wp_get_registered_image_subsizes() as $size_name => $wanted ) {
			$resized = image_resize_dimensions( $width, $height, (int) $wanted['width'], (int) $wanted['height'], (bool) $wanted['crop'] );
			if ( ! is_array( $resized ) ) {
				continue;
			}
			$sized_name = sprintf( '%s-%dx%d.%s', $name, $resized[4], $resized[5], $extension );
			$sized_file = trailingslashit( dirname( $file ) ) . $sized_name;
			if ( ! file_exists( $sized_file ) && false === file_put_contents( $sized_file, newsdesk_corpus_image_bytes( $resized[4], $resized[5], $extension, $name ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a generated file in uploads.
				throw new RuntimeException( sprintf( 'cannot write %s.', $sized_file ) );
			}
			$metadata['sizes'][ $size_name ] = array(
				'file'      => $sized_name,
				'width'     => $resized[4],
				'height'    => $resized[5],
				'mime-type' => $mime,
				'filesize'  => (int) filesize( $sized_file ),
			);
		}
		return $metadata;
	}

	/**
	 * The kind of media an extension names, or null.
	 *
	 * @param string $extension Lower case, without the dot.
	 */
	private function kind( string $extension ): ?string {
		foreach ( self::KINDS as $kind => $extensions ) {
			if ( in_array( $extension, $extensions, true ) ) {
				return $kind;
			}
		}
		return null;
	}

	/**
	 * An image's size: the -WxH suffix WordPress gives its resized copies, else
	 * the width and height the markup states beside it, else 1200x800. A suffix
	 * past 3000 px is no size (image-alignment-1200x4002.jpg is a second copy of a
	 * 1200x400 image).
	 *
	 * @param string $url The URL.
	 * @return array{0: int, 1: int}
	 */
	private function size_of( string $url ): array {
		$bare = (string) strtok( $url, '?' );
		if ( preg_match( '#-(\d{1,4})x(\d{1,4})\.[a-z0-9]+$#i', $bare, $m ) && (int) $m[1] > 0 && (int) $m[2] > 0 && (int) $m[1] <= 3000 && (int) $m[2] <= 3000 ) {
			return array( (int) $m[1], (int) $m[2] );
		}
		return $this->sizes[ $bare ] ?? NEWSDESK_CORPUS_DEFAULT_IMAGE;
	}

	/**
	 * Writes a stand-in file.
	 *
	 * @param string $file      Where.
	 * @param string $kind      image, audio, video or document.
	 * @param string $extension The format an image is drawn in.
	 * @param array  $size      An image's width and height.
	 * @param string $label     What the image names on it.
	 * @throws RuntimeException When the file cannot be written.
	 */
	private function make( string $file, string $kind, string $extension, array $size, string $label ): void {
		if ( ! wp_mkdir_p( dirname( $file ) ) ) {
			throw new RuntimeException( sprintf( 'cannot make the folder of %s.', $file ) );
		}
		if ( 'video' === $kind ) {
			$written = copy( $this->video, $file );
		} else {
			$bytes   = 'image' === $kind ? newsdesk_corpus_image_bytes( $size[0], $size[1], $extension, $label ) : ( 'audio' === $kind ? newsdesk_corpus_silent_mp3() : newsdesk_corpus_document( $extension, $label ) );
			$written = false !== file_put_contents( $file, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a generated file in uploads.
		}
		if ( ! $written ) {
			throw new RuntimeException( sprintf( 'cannot write %s.', $file ) );
		}
	}
}

/**
 * A stand-in image drawn with GD: a calm colour of its own (from its name), a
 * frame, its size and its name, in the format its extension says.
 *
 * @param int    $width     Width.
 * @param int    $height    Height.
 * @param string $extension jpg, png, gif, webp, avif, bmp or svg.
 * @param string $label     Its host and path.
 */
function newsdesk_corpus_image_bytes( int $width, int $height, string $extension, string $label ): string {
	$hash = md5( $label );
	$rgb  = array( 90 + hexdec( substr( $hash, 0, 2 ) ) % 120, 90 + hexdec( substr( $hash, 2, 2 ) ) % 120, 90 + hexdec( substr( $hash, 4, 2 ) ) % 120 );
	$text = sprintf( '%dx%d %s', $width, $height, basename( $label ) );
	if ( 'svg' === $extension ) {
		return sprintf(
			'<svg xmlns="http://www.w3.org/2000/svg" width="%1$d" height="%2$d" viewBox="0 0 %1$d %2$d"><rect width="100%%" height="100%%" fill="rgb(%3$d,%4$d,%5$d)"/><text x="8" y="20" font-family="sans-serif" font-size="14" fill="#fff">%6$s</text></svg>',
			$width,
			$height,
			$rgb[0],
			$rgb[1],
			$rgb[2],
			esc_html( $text )
		);
	}
	$image = imagecreatetruecolor( $width, $height );
	imagefill( $image, 0, 0, imagecolorallocate( $image, $rgb[0], $rgb[1], $rgb[2] ) );
	$ink = imagecolorallocate( $image, 255, 255, 255 );
	imagerectangle( $image, 0, 0, $width - 1, $height - 1, $ink );
	imageline( $image, 0, 0, $width - 1, $height - 1, $ink );
	imageline( $image, 0, $height - 1, $width - 1, 0, $ink );
	imagestring( $image, 5, 8, 8, $text, $ink );
	ob_start();
	switch ( $extension ) {
		case 'png':
			imagepng( $image, null, 9 );
			break;
		case 'gif':
			imagegif( $image );
			break;
		case 'webp':
			imagewebp( $image, null, 70 );
			break;
		case 'avif':
			function_exists( 'imageavif' ) ? imageavif( $image, null, 50, 10 ) : imagepng( $image );
			break;
		case 'bmp':
			imagebmp( $image );
			break;
		default:
			imagejpeg( $image, null, 75 );
	}
	$bytes = (string) ob_get_clean();
	imagedestroy( $image );
	return $bytes;
}

/**
 * A second of silence as MP3 (MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono):
 * 39 frames whose side information and data are zero, which every decoder
 * plays as silence. What a browser fetches for an audio player's metadata.
 */
function newsdesk_corpus_silent_mp3(): string {
	// Frame length: 144 * 128000 / 44100 = 417 bytes, the 4-byte header included.
	$frame = "\xFF\xFB\x90\xC4" . str_repeat( "\0", 413 );
	return str_repeat( $frame, 39 );
}

/**
 * A stand-in document: a one-page PDF naming the file it stands for (any
 * other extension gets the same bytes; only PDFs are linked in the corpus).
 *
 * @param string $extension The file's extension.
 * @param string $label     Its host and path.
 */
function newsdesk_corpus_document( string $extension, string $label ): string {
	if ( 'vtt' === $extension ) {
		return "WEBVTT\n";
	}
	$text    = (string) preg_replace( '/[^A-Za-z0-9 ._\/-]/', '', 'Stand-in for ' . $label );
	$stream  = sprintf( 'BT /F1 12 Tf 72 720 Td (%s) Tj ET', $text );
	$objects = array(
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
		sprintf( "<< /Length %d >>\nstream\n%s\nendstream", strlen( $stream ), $stream ),
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
	);
	$pdf     = "%PDF-1.4\n";
	$offsets = array();
	foreach ( $objects as $index => $object ) {
		$offsets[] = strlen( $pdf );
		$pdf      .= sprintf( "%d 0 obj\n%s\nendobj\n", $index + 1, $object );
	}
	$xref = strlen( $pdf );
	$pdf .= sprintf( "xref\n0 %d\n0000000000 65535 f \n", count( $objects ) + 1 );
	foreach ( $offsets as $offset ) {
		$pdf .= sprintf( "%010d 00000 n \n", $offset );
	}
	return $pdf . sprintf( "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", count( $objects ) + 1, $xref );
}
