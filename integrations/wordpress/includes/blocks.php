<?php
/**
 * One dynamic block per widget (`inlay/search`, `inlay/share`, `inlay/slider`, `inlay/form`,
 * `inlay/fit-text`): the post stores the block comment and its attributes only, the element is rendered
 * on the server (render_callback, through includes/render.php), so neither kses nor wpautop ever sees
 * its markup and every role that may edit posts may use them. The editor (assets/blocks.js) uses
 * WordPress's own scripts, no build step.
 *
 * @package Inlay
 */

defined( 'ABSPATH' ) || exit;

/**
 * Each block's attributes (block.json's shape) and how it renders.
 *
 * @return array<string, array{attributes: array<string, mixed>, render: callable}>
 */
function inlay_blocks() {
	$str  = array( 'type' => 'string' );
	$bool = array( 'type' => 'boolean' );
	$num  = array( 'type' => 'number' );
	return array(
		'search'   => array(
			'attributes' => array(
				'placeholder' => $str,
				'label'       => $str,
				'mode'         => array(
					'type' => 'string',
					'enum' => array( 'inline', 'modal' ),
				),
				'facets'       => array(
					'type'  => 'array',
					'items' => array( 'type' => 'string' ),
				),
				'postTypes'    => array(
					'type'  => 'array',
					'items' => array( 'type' => 'string' ),
				),
				'categories'   => array(
					'type'  => 'array',
					'items' => array( 'type' => 'number' ),
				),
			),
			'render'     => static function ( $a ) {
				$attrs = inlay_block_attrs( 'inlay-search', array_diff_key( $a, array_flip( array( 'facets', 'postTypes', 'categories' ) ) ) );
				$facets = array_values( array_intersect( (array) ( $a['facets'] ?? array() ), array_keys( inlay_facet_keys() ) ) );
				if ( $facets ) {
					$attrs['facets'] = implode( ',', $facets );
				}
				$filters = inlay_search_filters( (array) ( $a['postTypes'] ?? array() ), (array) ( $a['categories'] ?? array() ) );
				if ( '' !== $filters ) {
					$attrs['filters'] = $filters;
				}
				return inlay_render_search( $attrs );
			},
		),
		'share'    => array(
			'attributes' => array(
				'services'    => array(
					'type'  => 'array',
					'items' => array( 'type' => 'string' ),
				),
				'orientation' => $str,
				'display'     => $str,
				'theme'       => $str,
				'postUrl'     => $str,
				'mailLabel'   => $str,
			),
			'render'     => static function ( $a ) {
				$attrs = inlay_block_attrs( 'inlay-share', array_diff_key( $a, array( 'services' => 1 ) ) );
				if ( ! empty( $a['services'] ) && is_array( $a['services'] ) ) {
					$attrs['services'] = implode( ',', array_map( 'strval', $a['services'] ) );
				}
				return inlay_render_share( $attrs );
			},
		),
		'slider'   => array(
			'attributes' => array(
				'images'     => array(
					'type'    => 'array',
					'default' => array(),
					'items'   => array( 'type' => 'object' ),
				),
				'label'      => $str,
				'loop'       => $bool,
				'autoplay'   => $bool,
				'thumbnails' => $bool,
				'perView'    => $num,
			),
			'render'     => static function ( $a ) {
				$images = array();
				foreach ( (array) ( $a['images'] ?? array() ) as $image ) {
					if ( is_array( $image ) ) {
						$images[] = array(
							'id'  => (int) ( $image['id'] ?? 0 ),
							'url' => (string) ( $image['url'] ?? '' ),
							'alt' => (string) ( $image['alt'] ?? '' ),
						);
					}
				}
				return inlay_render_slider( inlay_block_attrs( 'inlay-slider', array_diff_key( $a, array( 'images' => 1 ) ) ), $images );
			},
		),
		'form'     => array(
			'attributes' => array(
				'fields'         => array(
					'type'    => 'array',
					'default' => array(),
					'items'   => array( 'type' => 'object' ),
				),
				'action'         => $str,
				'submitLabel'    => $str,
				'successMessage' => $str,
				'fallbackText'   => $str,
				'fallbackLink'   => $str,
			),
			'render'     => static function ( $a ) {
				$fields = array();
				foreach ( (array) ( $a['fields'] ?? array() ) as $f ) {
					if ( ! is_array( $f ) || empty( $f['name'] ) ) {
						continue;
					}
					$field = array(
						'name'  => sanitize_key( $f['name'] ),
						'type'  => sanitize_key( $f['type'] ?? 'text' ),
						'label' => sanitize_text_field( $f['label'] ?? $f['name'] ),
					);
					if ( ! empty( $f['required'] ) ) {
						$field['required'] = true;
					}
					if ( ! empty( $f['options'] ) ) {
						$field['options'] = array_values( array_filter( array_map( 'trim', explode( ',', sanitize_text_field( $f['options'] ) ) ) ) );
					}
					$fields[] = $field;
				}
				return inlay_render_form( inlay_block_attrs( 'inlay-form', array_diff_key( $a, array( 'fields' => 1 ) ) ), $fields ? $fields : null );
			},
		),
		'fit-text' => array(
			'attributes' => array(
				'text' => $str,
				'max'  => $num,
				'min'  => $num,
			),
			'render'     => static function ( $a ) {
				return inlay_render_fit_text( inlay_block_attrs( 'inlay-fit-text', array_diff_key( $a, array( 'text' => 1 ) ) ), (string) ( $a['text'] ?? '' ) );
			},
		),
	);
}

/**
 * Block attributes (camelCase) → the element's attributes (dashed), booleans as presence or "false".
 *
 * @param string               $tag The element.
 * @param array<string, mixed> $a   Block attributes.
 * @return array<string, mixed>
 */
function inlay_block_attrs( $tag, array $a ) {
	$out = array();
	foreach ( $a as $name => $value ) {
		$dashed = strtolower( (string) preg_replace( '/([a-z])([A-Z])/', '$1-$2', (string) $name ) );
		if ( is_bool( $value ) ) {
			$out[ $dashed ] = $value ? true : 'false';
		} elseif ( is_scalar( $value ) && '' !== (string) $value ) {
			$out[ $dashed ] = (string) $value;
		}
	}
	return array_intersect_key( $out, array_flip( inlay_elements()[ $tag ] ?? array() ) );
}

add_action(
	'init',
	static function () {
		wp_register_script( 'inlay-blocks', INLAY_URL . 'assets/blocks.js', array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-server-side-render', 'wp-i18n', 'wp-data', 'wp-html-entities' ), INLAY_VERSION, true );
		wp_set_script_translations( 'inlay-blocks', 'inlay', INLAY_DIR . 'languages' );
		// Saved fallback markup (shown only while the plugin is off) is replaced, not added to.
		foreach ( inlay_blocks() as $name => $block ) {
			$render = $block['render'];
			register_block_type(
				'inlay/' . $name,
				array(
					'api_version'     => 2,
					'editor_script'   => 'inlay-blocks',
					'attributes'      => $block['attributes'],
					'render_callback' => static function ( $attributes ) use ( $render ) {
						return $render( is_array( $attributes ) ? $attributes : array() );
					},
				)
			);
		}
	}
);

// The live preview in the editor: the elements need their script there too.
add_action(
	'enqueue_block_editor_assets',
	static function () {
		// What the editor script needs: the share services, the site's address (the fallbacks' links),
		// the searchable post types (the search block's "Search only in").
		wp_localize_script(
			'inlay-blocks',
			'inlayBlocks',
			array(
				'services'  => INLAY_SHARE_SERVICES,
				'default'   => inlay_settings()['share_services'],
				'home'      => home_url( '/' ),
				'postTypes' => array_map(
					static function ( $type ) {
						return array(
							'slug'  => $type,
							'label' => get_post_type_object( $type )->labels->name,
						);
					},
					array_values( array_filter( (array) inlay_settings()['post_types'], 'post_type_exists' ) )
				),
			)
		);
		foreach ( inlay_scripts_for( inlay_widgets() ) as $handle ) {
			wp_enqueue_script( $handle );
		}
	}
);
