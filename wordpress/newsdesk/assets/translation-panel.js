/**
 * Newsdesk: the "Translations" box of the post edit screen (Translation_Panel).
 *
 * Each language's search field looks for posts of that language through
 * core's REST API (wp.apiFetch, /wp/v2/posts filtered by the `language`
 * taxonomy) and a click on a result fills the post id field, which is what is
 * saved: without this script the id field works alone. In the block editor,
 * the refusals of the last save are shown as the editor's own notices, and
 * the box follows the meta box saves (it is not loaded again after them).
 * Plain JavaScript, no build step.
 */
( function () {
	'use strict';

	var settings = window.newsdeskTranslationPanel || {};

	/** A title as text: the raw one (context=edit), else the rendered one decoded. */
	function titleOf( post ) {
		var title = post.title || {};
		if ( typeof title.raw === 'string' ) {
			return title.raw;
		}
		var decoder = document.createElement( 'textarea' );
		decoder.innerHTML = title.rendered || '';
		return decoder.value;
	}

	function setUp( box ) {
		var search = box.querySelector( '.newsdesk-translation-search' );
		var field = box.querySelector( '.newsdesk-translation-id' );
		var chosen = box.querySelector( '.newsdesk-translation-chosen' );
		var list = box.querySelector( '.newsdesk-translation-results' );
		if ( ! search || ! field || ! list || ! window.wp || ! window.wp.apiFetch ) {
			return;
		}
		var current = Number( box.getAttribute( 'data-post' ) );
		var timer = 0;
		var asked = 0;
		search.hidden = false;

		function show( items ) {
			list.textContent = '';
			items.forEach( function ( item ) {
				list.appendChild( item );
			} );
			list.hidden = items.length === 0;
		}

		function line( text ) {
			var item = document.createElement( 'li' );
			item.textContent = text;
			return item;
		}

		function result( post ) {
			var item = document.createElement( 'li' );
			var button = document.createElement( 'button' );
			var title = titleOf( post ) || '#' + post.id;
			button.type = 'button';
			button.className = 'button-link';
			button.textContent = title + ( post.status === 'publish' ? '' : ' (' + post.status + ')' );
			button.addEventListener( 'click', function () {
				field.value = String( post.id );
				if ( chosen ) {
					chosen.textContent = ( settings.chosen || '%s' ).replace( '%s', title );
				}
				search.value = '';
				show( [] );
				field.focus();
			} );
			item.appendChild( button );
			return item;
		}

		function find( words ) {
			var mine = ++asked;
			if ( words.length < 2 ) {
				show( [] );
				return;
			}
			var path = '/wp/v2/posts?context=edit&search=' + encodeURIComponent( words ) + '&' + search.getAttribute( 'data-filter' ) +
				'&status=publish,draft,future,pending,private&_fields=id,title,status&per_page=10';
			window.wp.apiFetch( { path: path } ).then(
				function ( posts ) {
					if ( mine !== asked ) {
						return;
					}
					var found = ( Array.isArray( posts ) ? posts : [] ).filter( function ( post ) {
						return post.id !== current;
					} );
					show( found.length ? found.map( result ) : [ line( settings.noResult || '' ) ] );
				},
				function () {
					if ( mine === asked ) {
						show( [ line( settings.failed || '' ) ] );
					}
				}
			);
		}

		search.addEventListener( 'input', function () {
			window.clearTimeout( timer );
			timer = window.setTimeout( function () {
				find( search.value.trim() );
			}, 300 );
		} );
		// Enter in the search field must not submit the post's form.
		search.addEventListener( 'keydown', function ( event ) {
			if ( event.key === 'Enter' ) {
				event.preventDefault();
			}
		} );
	}

	function showNotices() {
		var notices = settings.notices || [];
		var data = window.wp && window.wp.data;
		if ( ! notices.length || ! data || ! data.dispatch ) {
			return;
		}
		var store = data.dispatch( 'core/notices' );
		if ( ! store || ! store.createNotice ) {
			return;
		}
		notices.forEach( function ( message ) {
			store.createNotice( 'error', message, { isDismissible: true } );
		} );
	}

	/**
	 * The block editor saves meta boxes without loading the box again: once a
	 * save is done, what the box sent becomes what it shows, so that the next
	 * change is read against it (an unlinked line is emptied).
	 */
	function settle() {
		Array.prototype.forEach.call( document.querySelectorAll( '.newsdesk-translation' ), function ( box ) {
			var field = box.querySelector( '.newsdesk-translation-id' );
			var shown = box.querySelector( 'input[name^="newsdesk_translation_shown"]' );
			var unlink = box.querySelector( 'input[name^="newsdesk_translation_unlink"]' );
			if ( ! field || ! shown ) {
				return;
			}
			if ( unlink && unlink.checked ) {
				field.value = '';
				unlink.checked = false;
			}
			shown.value = field.value;
		} );
	}

	function followSaves() {
		var data = window.wp && window.wp.data;
		var editor = data && data.select && data.select( 'core/edit-post' );
		if ( ! editor || ! editor.isSavingMetaBoxes || ! data.subscribe ) {
			return;
		}
		var saving = false;
		data.subscribe( function () {
			var now = data.select( 'core/edit-post' ).isSavingMetaBoxes();
			if ( saving && ! now ) {
				settle();
			}
			saving = now;
		} );
	}

	function start() {
		Array.prototype.forEach.call( document.querySelectorAll( '.newsdesk-translation' ), setUp );
		showNotices();
		followSaves();
	}

	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', start );
	} else {
		start();
	}
}() );
