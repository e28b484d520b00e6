<?php
/**
 * Plugin Name: Newsdesk local WordPress, offline oEmbed
 * Description: Part of Newsdesk's local WordPress (scripts/wordpress/): answers WordPress's own HTTP requests to oEmbed providers with realistic oEmbed JSON, and the download of each answer's thumbnail with a generated JPEG, so that WordPress runs its real oEmbed flow (provider list, discovery, oembed_dataparse, its caches) with no network. Any other request to an outside host fails, as it would offline. Every outside request is counted in the option `newsdesk-local-oembed` for the tests.
 * License:     GPL-2.0-or-later
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The option counting the outside requests: `oembed` (provider answers),
 * `thumbnail` (thumbnails sent), `refused` (everything else), and `last`, the
 * newest URLs asked. Not `newsdesk_...`: it is this harness's, not the plugin's
 * (uninstalling the plugin removes every option of that prefix).
 */
const NEWSDESK_LOCAL_OEMBED_OPTION = 'newsdesk-local-oembed';

// Early, so that an answer is given before any other filter decides; loopback requests are left alone.
add_filter( 'pre_http_request', 'newsdesk_local_oembed_answer', 5, 3 );

/**
 * Answers a request to an outside host: a provider's oEmbed endpoint with its
 * JSON, a thumbnail with a JPEG, anything else with the error of a machine
 * without network. Requests to this machine (Newsdesk, the tests' recorders,
 * WP-Cron) go as usual.
 *
 * @param false|array|WP_Error $pre  An earlier filter's answer.
 * @param array                $args The request's arguments.
 * @param string               $url  The URL.
 * @return false|array|WP_Error
 */
function newsdesk_local_oembed_answer( $pre, $args, $url ) {
	if ( false !== $pre ) {
		return $pre;
	}
	$host = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
	if ( '' === $host || newsdesk_local_oembed_is_loopback( $host ) ) {
		return false;
	}
	$endpoint = newsdesk_local_oembed_endpoint( $url );
	if ( null !== $endpoint ) {
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$data = newsdesk_local_oembed_data( $endpoint, (string) ( $query['url'] ?? '' ), (int) ( $query['maxwidth'] ?? 0 ), (int) ( $query['maxheight'] ?? 0 ) );
		if ( null === $data ) {
			newsdesk_local_oembed_count( 'refused', $url );
			return newsdesk_local_oembed_response( 404, 'Not Found', 'Not Found', 'text/plain', $args );
		}
		newsdesk_local_oembed_count( 'oembed', $url );
		if ( 'xml' === ( $query['format'] ?? 'json' ) ) {
			// WordPress asks JSON first; a provider that only speaks XML says 501 to it. Ours all speak JSON.
			return newsdesk_local_oembed_response( 501, 'Not Implemented', '', 'text/plain', $args );
		}
		return newsdesk_local_oembed_response( 200, 'OK', (string) wp_json_encode( $data ), 'application/json; charset=utf-8', $args );
	}
	$thumbnail = newsdesk_local_oembed_thumbnail_size( $url );
	if ( null !== $thumbnail ) {
		newsdesk_local_oembed_count( 'thumbnail', $url );
		return newsdesk_local_oembed_response( 200, 'OK', newsdesk_local_oembed_jpeg( $thumbnail[0], $thumbnail[1], $host ), 'image/jpeg', $args );
	}
	newsdesk_local_oembed_count( 'refused', $url );
	return new WP_Error( 'http_request_failed', sprintf( 'Newsdesk\'s local WordPress is offline: no request to %s leaves this machine.', $host ) );
}

/**
 * Whether a host is this machine.
 *
 * @param string $host A host name or address (IPv6 in brackets).
 */
function newsdesk_local_oembed_is_loopback( string $host ): bool {
	$host = trim( $host, '[]' );
	return 'localhost' === $host || str_ends_with( $host, '.localhost' ) || '::1' === $host || str_starts_with( $host, '127.' ) || strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) ) === $host;
}

/**
 * The providers answered, by the endpoint WordPress 6.1 calls for them
 * (wp-includes/class-wp-oembed.php): host and path, query aside.
 *
 * @param string $url The requested URL.
 * @return string|null The provider's key, or null for no endpoint of ours.
 */
function newsdesk_local_oembed_endpoint( string $url ): ?string {
	$endpoints = array(
		'www.youtube.com/oembed'                 => 'youtube',
		'vimeo.com/api/oembed.json'              => 'vimeo',
		'publish.twitter.com/oembed'             => 'twitter',
		'wordpress.tv/oembed/'                   => 'wordpress-tv',
		'soundcloud.com/oembed'                  => 'soundcloud',
		'embed.spotify.com/oembed/'              => 'spotify',
		'www.flickr.com/services/oembed/'        => 'flickr',
		'www.ted.com/services/v1/oembed.json'    => 'ted',
		'www.dailymotion.com/services/oembed'    => 'dailymotion',
	);
	$parts = wp_parse_url( $url );
	$key   = strtolower( ( $parts['host'] ?? '' ) ) . ( $parts['path'] ?? '/' );
	return $endpoints[ $key ] ?? null;
}

/**
 * The thumbnail hosts of the answers below, with the size each provider's
 * thumbnail has there.
 *
 * @param string $url The requested URL.
 * @return array{0: int, 1: int}|null
 */
function newsdesk_local_oembed_thumbnail_size( string $url ): ?array {
	$hosts = array(
		'i.ytimg.com'                => array( 480, 360 ),
		'i.vimeocdn.com'             => array( 640, 360 ),
		'pbs.twimg.com'              => array( 600, 314 ),
		'videos.files.wordpress.com' => array( 640, 360 ),
		'i1.sndcdn.com'              => array( 500, 500 ),
		'i.scdn.co'                  => array( 300, 300 ),
		'live.staticflickr.com'      => array( 150, 150 ),
		'pi.tedcdn.com'              => array( 560, 316 ),
		's1.dmcdn.net'               => array( 427, 240 ),
	);
	return $hosts[ strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) ) ] ?? null;
}

/**
 * A provider's oEmbed answer for a URL, shaped as that provider shapes it
 * (fields, HTML, thumbnail host), with stand-in titles and texts. Null when the
 * provider would not know the URL.
 *
 * @param string $provider  The provider's key.
 * @param string $url       The content's URL.
 * @param int    $maxwidth  The largest width WordPress asks for (0: none).
 * @param int    $maxheight The largest height.
 */
function newsdesk_local_oembed_data( string $provider, string $url, int $maxwidth, int $maxheight ): ?array {
	$path = (string) wp_parse_url( $url, PHP_URL_PATH );
	parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
	switch ( $provider ) {
		case 'youtube':
			$id      = (string) ( $query['v'] ?? '' );
			$pattern = 'youtu.be' === strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) ) ? '#^/([A-Za-z0-9_-]{6,})#' : '#^/(?:shorts|embed|v)/([A-Za-z0-9_-]{6,})#';
			if ( '' === $id && preg_match( $pattern, $path, $m ) ) {
				$id = $m[1];
			}
			$playlist = (string) ( $query['list'] ?? '' );
			if ( '' === $id && '' === $playlist ) {
				return null;
			}
			list( $width, $height ) = newsdesk_local_oembed_fit( 560, 315, $maxwidth, $maxheight );
			$title                  = '' !== $id ? sprintf( 'Stand-in YouTube video %s', $id ) : sprintf( 'Stand-in YouTube playlist %s', $playlist );
			$src                    = '' !== $id ? "https://www.youtube.com/embed/{$id}?feature=oembed" : "https://www.youtube.com/embed/videoseries?list={$playlist}";
			return array(
				'title'            => $title,
				'author_name'      => 'Stand-in Channel',
				'author_url'       => 'https://www.youtube.com/@standin',
				'type'             => 'video',
				'height'           => $height,
				'width'            => $width,
				'version'          => '1.0',
				'provider_name'    => 'YouTube',
				'provider_url'     => 'https://www.youtube.com/',
				'thumbnail_height' => 360,
				'thumbnail_width'  => 480,
				'thumbnail_url'    => sprintf( 'https://i.ytimg.com/vi/%s/hqdefault.jpg', '' !== $id ? $id : $playlist ),
				'html'             => sprintf( '<iframe width="%d" height="%d" src="%s" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen title="%s"></iframe>', $width, $height, esc_url( $src ), esc_attr( $title ) ),
			);
		case 'vimeo':
			if ( ! preg_match( '#/(\d+)(?:/|$)#', $path, $m ) ) {
				return null;
			}
			list( $width, $height ) = newsdesk_local_oembed_fit( 640, 360, $maxwidth, $maxheight );
			$title                  = sprintf( 'Stand-in Vimeo video %s', $m[1] );
			return array(
				'type'             => 'video',
				'version'          => '1.0',
				'provider_name'    => 'Vimeo',
				'provider_url'     => 'https://vimeo.com/',
				'title'            => $title,
				'author_name'      => 'Stand-in Studio',
				'author_url'       => 'https://vimeo.com/standin',
				'is_plus'          => '0',
				'account_type'     => 'basic',
				'html'             => sprintf( '<iframe src="https://player.vimeo.com/video/%s?dnt=1&amp;app_id=122963" width="%d" height="%d" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; clipboard-write" title="%s"></iframe>', $m[1], $width, $height, esc_attr( $title ) ),
				'width'            => $width,
				'height'           => $height,
				'duration'         => 95,
				'description'      => '',
				// Vimeo's thumbnails have no extension: only their bytes say they are images.
				'thumbnail_url'    => sprintf( 'https://i.vimeocdn.com/video/%s-d_640x360', $m[1] ),
				'thumbnail_width'  => 640,
				'thumbnail_height' => 360,
				'video_id'         => (int) $m[1],
				'uri'              => '/videos/' . $m[1],
			);
		case 'twitter':
			if ( ! preg_match( '#^/(\w{1,15})/status(?:es)?/(\d+)#', $path, $m ) ) {
				return null;
			}
			list( , $handle, $id ) = $m;
			$date                  = newsdesk_local_oembed_tweet_date( $id );
			$status                = sprintf( 'https://twitter.com/%s/status/%s', $handle, $id );
			return array(
				'url'              => $status,
				'author_name'      => $handle,
				'author_url'       => 'https://twitter.com/' . $handle,
				// Twitter's own answers have no title nor thumbnail: these are the harness's, so that every answer carries one.
				'title'            => sprintf( 'Post by @%s', $handle ),
				'html'             => sprintf( '<blockquote class="twitter-tweet"><p lang="en" dir="ltr">Stand-in text of post %s, for Newsdesk&#39;s offline tests.</p>&mdash; %s (@%s) <a href="%s?ref_src=twsrc%%5Etfw">%s</a></blockquote>' . "\n" . '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>' . "\n", $id, esc_html( $handle ), esc_html( $handle ), esc_url( $status ), esc_html( $date ) ),
				'width'            => 550,
				'height'           => null,
				'type'             => 'rich',
				'cache_age'        => '3153600000',
				'provider_name'    => 'Twitter',
				'provider_url'     => 'https://twitter.com',
				'version'          => '1.0',
				'thumbnail_url'    => sprintf( 'https://pbs.twimg.com/media/standin-%s.jpg', $id ),
				'thumbnail_width'  => 600,
				'thumbnail_height' => 314,
			);
		case 'wordpress-tv':
			if ( '' === trim( $path, '/' ) ) {
				return null;
			}
			$slug                   = basename( untrailingslashit( $path ) );
			$guid                   = substr( md5( $slug ), 0, 8 );
			$title                  = sprintf( 'Stand-in WordPress.tv talk %s', $slug );
			list( $width, $height ) = newsdesk_local_oembed_fit( 640, 360, $maxwidth, $maxheight );
			return array(
				'type'             => 'video',
				'version'          => '1.0',
				'title'            => $title,
				'width'            => $width,
				'height'           => $height,
				'html'             => sprintf( '<iframe title="VideoPress Video Player" aria-label=\'VideoPress Video Player\' width=\'%d\' height=\'%d\' src=\'https://video.wordpress.com/embed/%s?hd=1&amp;cover=1\' frameborder=\'0\' allowfullscreen allow=\'clipboard-write\'></iframe><script src=\'https://v0.wordpress.com/js/next/videopress-iframe.js?m=1674852142\'></script>', $width, $height, $guid ),
				'provider_name'    => 'WordPress.tv',
				'provider_url'     => 'https://wordpress.tv',
				'author_name'      => 'WordPress.tv',
				'author_url'       => 'https://wordpress.tv/',
				'thumbnail_url'    => sprintf( 'https://videos.files.wordpress.com/%s/%s_hd.original.jpg', $guid, $slug ),
				'thumbnail_width'  => 640,
				'thumbnail_height' => 360,
			);
		case 'soundcloud':
			if ( '' === trim( $path, '/' ) ) {
				return null;
			}
			$title = sprintf( 'Stand-in track %s', basename( $path ) );
			return array(
				'version'       => 1.0,
				'type'          => 'rich',
				'provider_name' => 'SoundCloud',
				'provider_url'  => 'https://soundcloud.com',
				'height'        => 400,
				// SoundCloud's players fill the width they are given.
				'width'         => '100%',
				'title'         => $title,
				'description'   => '',
				'thumbnail_url' => sprintf( 'https://i1.sndcdn.com/artworks-%s-t500x500.jpg', substr( md5( $path ), 0, 12 ) ),
				'html'          => sprintf( '<iframe width="100%%" height="400" scrolling="no" frameborder="no" src="https://w.soundcloud.com/player/?visual=true&url=%s&show_artwork=true"></iframe>', rawurlencode( $url ) ),
				'author_name'   => 'Stand-in Artist',
				'author_url'    => 'https://soundcloud.com/standin',
			);
		case 'spotify':
			if ( ! preg_match( '#^/(track|album|playlist|episode|show|artist)/([A-Za-z0-9]+)#', $path, $m ) ) {
				return null;
			}
			$title = sprintf( 'Stand-in %s %s', $m[1], $m[2] );
			return array(
				'html'             => sprintf( '<iframe style="border-radius: 12px" width="100%%" height="352" title="Spotify Embed: %s" frameborder="0" allowfullscreen allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" loading="lazy" src="https://open.spotify.com/embed/%s/%s?utm_source=oembed"></iframe>', esc_attr( $title ), $m[1], $m[2] ),
				'iframe_url'       => sprintf( 'https://open.spotify.com/embed/%s/%s?utm_source=oembed', $m[1], $m[2] ),
				'width'            => 456,
				'height'           => 352,
				'version'          => '1.0',
				'provider_name'    => 'Spotify',
				'provider_url'     => 'https://spotify.com',
				'type'             => 'rich',
				'title'            => $title,
				'thumbnail_url'    => sprintf( 'https://i.scdn.co/image/ab67616d00001e02%s', substr( md5( $m[2] ), 0, 24 ) ),
				'thumbnail_width'  => 300,
				'thumbnail_height' => 300,
			);
		case 'flickr':
			if ( ! preg_match( '#/photos/([^/]+)/(\d+)#', $path, $m ) && ! preg_match( '#^/p/([A-Za-z0-9]+)#', $path, $m ) ) {
				return null;
			}
			$photo                  = end( $m );
			$title                  = sprintf( 'Stand-in photo %s', $photo );
			list( $width, $height ) = newsdesk_local_oembed_fit( 1024, 683, $maxwidth, $maxheight );
			$image                  = sprintf( 'https://live.staticflickr.com/65535/%s_%s_b.jpg', $photo, substr( md5( $photo ), 0, 10 ) );
			return array(
				'type'             => 'photo',
				'flickr_type'      => 'photo',
				'title'            => $title,
				'author_name'      => 'Stand-in Photographer',
				'author_url'       => 'https://www.flickr.com/photos/standin/',
				'width'            => $width,
				'height'           => $height,
				'url'              => $image,
				'web_page'         => $url,
				'thumbnail_url'    => sprintf( 'https://live.staticflickr.com/65535/%s_%s_q.jpg', $photo, substr( md5( $photo ), 0, 10 ) ),
				'thumbnail_width'  => 150,
				'thumbnail_height' => 150,
				'license'          => 'All Rights Reserved',
				'license_id'       => 0,
				'html'             => sprintf( '<a data-flickr-embed="true" href="%s" title="%s"><img src="%s" width="%d" height="%d" alt="%s"/></a><script async src="https://embedr.flickr.com/assets/client-code.js" charset="utf-8"></script>', esc_url( $url ), esc_attr( $title ), esc_url( $image ), $width, $height, esc_attr( $title ) ),
				'version'          => '1.0',
				'cache_age'        => 3600,
				'provider_name'    => 'Flickr',
				'provider_url'     => 'https://www.flickr.com/',
			);
		case 'ted':
			if ( ! preg_match( '#^/talks/([A-Za-z0-9_]+)#', $path, $m ) ) {
				return null;
			}
			$title                  = sprintf( 'Stand-in Speaker: %s', str_replace( '_', ' ', $m[1] ) );
			list( $width, $height ) = newsdesk_local_oembed_fit( 560, 316, $maxwidth, $maxheight );
			return array(
				'type'             => 'video',
				'version'          => '1.0',
				'width'            => $width,
				'height'           => $height,
				'title'            => $title,
				'url'              => $url,
				'author_name'      => 'Stand-in Speaker',
				'author_url'       => 'https://www.ted.com/speakers/standin',
				'provider_name'    => 'TED',
				'provider_url'     => 'https://www.ted.com',
				'cache_age'        => 300,
				'thumbnail_url'    => sprintf( 'https://pi.tedcdn.com/r/talkstar-photos.s3.amazonaws.com/uploads/%s/%s.jpg?quality=89&w=600', substr( md5( $m[1] ), 0, 8 ), $m[1] ),
				'thumbnail_width'  => 560,
				'thumbnail_height' => 316,
				'description'      => '',
				// TED's player says it loaded to the page around it, with an inline handler.
				'html'             => sprintf( '<iframe src="https://embed.ted.com/talks/%s" width="%d" height="%d" title="%s" frameborder="0" scrolling="no" allowfullscreen onload="window.parent.postMessage(\'iframeLoaded\', \'https://embed.ted.com\')"></iframe>', $m[1], $width, $height, esc_attr( $title ) ),
			);
		case 'dailymotion':
			if ( ! preg_match( '#/video/([A-Za-z0-9]+)#', $path, $m ) && ! preg_match( '#^/([A-Za-z0-9]+)$#', $path, $m ) ) {
				return null;
			}
			$title                  = sprintf( 'Stand-in Dailymotion video %s', $m[1] );
			list( $width, $height ) = newsdesk_local_oembed_fit( 640, 360, $maxwidth, $maxheight );
			return array(
				'type'             => 'video',
				'version'          => '1.0',
				'provider_name'    => 'Dailymotion',
				'provider_url'     => 'https://www.dailymotion.com',
				'title'            => $title,
				'description'      => '',
				'author_name'      => 'Stand-in Channel',
				'author_url'       => 'https://www.dailymotion.com/standin',
				'width'            => $width,
				'height'           => $height,
				'html'             => sprintf( '<iframe frameborder="0" width="%d" height="%d" src="https://geo.dailymotion.com/player.html?video=%s" allowfullscreen allow="autoplay; fullscreen; picture-in-picture; web-share"></iframe>', $width, $height, $m[1] ),
				'thumbnail_url'    => sprintf( 'https://s1.dmcdn.net/v/%s/x240', $m[1] ),
				'thumbnail_width'  => 427,
				'thumbnail_height' => 240,
			);
	}
	return null;
}

/**
 * A player's size within what WordPress asks for, its proportions kept.
 *
 * @param int $width     The provider's own width.
 * @param int $height    Its height.
 * @param int $maxwidth  The largest width asked (0: none).
 * @param int $maxheight The largest height asked (0: none).
 * @return array{0: int, 1: int}
 */
function newsdesk_local_oembed_fit( int $width, int $height, int $maxwidth, int $maxheight ): array {
	$scale = 1.0;
	if ( $maxwidth > 0 ) {
		$scale = min( $scale, $maxwidth / $width );
	}
	if ( $maxheight > 0 ) {
		$scale = min( $scale, $maxheight / $height );
	}
	return array( (int) round( $width * $scale ), (int) round( $height * $scale ) );
}

/**
 * The date of a post on X/Twitter as its embed writes it ("October 30, 2018"),
 * read from its id (ids after 2010 hold their time in milliseconds since Twitter's epoch).
 *
 * @param string $id The post's id.
 */
function newsdesk_local_oembed_tweet_date( string $id ): string {
	$milliseconds = ( (int) $id >> 22 ) + 1288834974657;
	return gmdate( 'F j, Y', (int) ( $milliseconds / 1000 ) );
}

/**
 * A thumbnail: a JPEG of that size, drawn with GD (installed with WordPress).
 *
 * @param int    $width  Width.
 * @param int    $height Height.
 * @param string $host   The host it stands in for, written on it.
 */
function newsdesk_local_oembed_jpeg( int $width, int $height, string $host ): string {
	$image = imagecreatetruecolor( $width, $height );
	imagefill( $image, 0, 0, imagecolorallocate( $image, 40, 44, 52 ) );
	$ink = imagecolorallocate( $image, 240, 240, 240 );
	imagestring( $image, 5, 8, 8, sprintf( 'thumbnail %dx%d %s', $width, $height, $host ), $ink );
	ob_start();
	imagejpeg( $image, null, 75 );
	$bytes = (string) ob_get_clean();
	imagedestroy( $image );
	return $bytes;
}

/**
 * An HTTP answer as WP_Http gives it; for a streamed request (download_url),
 * the body written to the file it asked for, as WP_Http does.
 *
 * @param int    $code    Status.
 * @param string $message Reason phrase.
 * @param string $body    Body.
 * @param string $type    Content-Type.
 * @param array  $args    The request's arguments.
 */
function newsdesk_local_oembed_response( int $code, string $message, string $body, string $type, array $args ): array {
	$filename = null;
	$length   = strlen( $body );
	if ( ! empty( $args['stream'] ) && ! empty( $args['filename'] ) ) {
		$filename = (string) $args['filename'];
		file_put_contents( $filename, $body ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the file WP_Http would have streamed into.
		$body = '';
	}
	return array(
		'headers'  => array(
			'content-type'   => $type,
			'content-length' => (string) $length,
		),
		'body'     => $body,
		'response' => array(
			'code'    => $code,
			'message' => $message,
		),
		'cookies'  => array(),
		'filename' => $filename,
	);
}

/**
 * Counts an outside request in the option the tests read.
 *
 * @param string $kind oembed, thumbnail or refused.
 * @param string $url  The URL asked.
 */
function newsdesk_local_oembed_count( string $kind, string $url ): void {
	$calls = get_option( NEWSDESK_LOCAL_OEMBED_OPTION );
	$calls = is_array( $calls ) ? $calls : array();
	foreach ( array( 'oembed', 'thumbnail', 'refused' ) as $key ) {
		$calls[ $key ] = (int) ( $calls[ $key ] ?? 0 );
	}
	++$calls[ $kind ];
	$calls['last'] = array_slice( array_merge( (array) ( $calls['last'] ?? array() ), array( $kind . ' ' . $url ) ), -20 );
	update_option( NEWSDESK_LOCAL_OEMBED_OPTION, $calls, false );
}
