<?php
/**
 * The PHP index builder (includes/class-inlay-extractor.php): sections, ids, exclusions, and the same
 * records as the CLI (src/cli/extract.ts) on one fixture (fixtures/post.html), compared live through
 * compare-cli.mjs. Run: phpunit --bootstrap integrations/wordpress/tests/bootstrap.php integrations/wordpress/tests
 *
 * @package Inlay
 */

use PHPUnit\Framework\TestCase;

/** Tests of Inlay_Extractor. */
final class IndexBuilderTest extends TestCase {
	/**
	 * Records of some HTML as page `/p/` titled "Title".
	 *
	 * @param string $html Content.
	 * @return array<int, array<string, mixed>>
	 */
	private function records( $html ) {
		return Inlay_Extractor::records( 'Title', '/p/', $html, 'en-us' );
	}

	public function test_headings_start_sections_by_id_or_text_fragment() {
		$r = $this->records( '<p>Intro</p><h2 id="a">Alpha</h2><p>one</p><h3>No id</h3><p>two</p><h4>Small</h4><p>three</p><h3 id="b">Beta</h3><p>four</p><h4 id="c">Gamma</h4><p>five</p>' );
		$this->assertSame( array( '/p/', '/p/#a', '/p/#:~:text=No%20id', '/p/#b', '/p/#c' ), array_column( $r, 'url' ) );
		$this->assertSame( array( 'Title', 'Alpha', 'No id', 'Beta', 'Gamma' ), array_column( $r, 'heading' ) );
		$this->assertSame( 'two Small three', $r[2]['content'] );
		$this->assertSame( array( 0, 1, 2, 2, 2 ), array_column( $r, 'level' ) );
		$this->assertSame(
			array(
				'lvl0' => 'Title',
				'lvl1' => 'Alpha',
				'lvl2' => 'Beta',
			),
			$r[3]['hierarchy']
		);
		$this->assertSame( 'Gamma', $r[4]['hierarchy']['lvl2'] );
		$this->assertSame( array( 0, 1, 2, 3, 4 ), array_column( $r, 'position' ) );
		$this->assertSame( 'en-us', $r[0]['lang'] );
		$this->assertSame( '/p/', $r[2]['page'] );
		$this->assertNull( $r[2]['anchor'] );
	}

	public function test_anchors_inside_before_wrapping_and_permalinks() {
		$r = $this->records( '<h2><a id="x"></a>Inner</h2><section id="s"><div class="in"><span id="old"></span><h2>Wrapped</h2><p>t</p></div></section><div id="d"><p>first</p><h2>Not first</h2></div><a id="pre"></a> <h2>Before</h2><h2>Perma <a class="headerlink" href="#p%20l">¶</a></h2>' );
		$this->assertSame( array( null, 'x', 's', null, 'pre', 'p l' ), array_column( $r, 'anchor' ) );
		$this->assertSame( '/p/#:~:text=Not%20first', $r[3]['url'] );
		$this->assertSame( 'Perma', $r[5]['heading'] );
		$this->assertSame( '/p/#p%20l', $r[5]['url'] );
	}

	public function test_terms_with_ids_are_sections_and_the_text_after_their_list_goes_back() {
		$r = $this->records( '<h2 id="g">Glossary</h2><p>intro</p><dl><dt id="t-a">Alpha</dt><dd>first</dd><dt>Beta</dt><dd>second</dd></dl><p>after</p>' );
		$this->assertSame( array( '/p/', '/p/#g', '/p/#t-a', '/p/#g~2' ), array_column( $r, 'objectID' ) );
		$this->assertSame( 'first Beta second', $r[2]['content'] );
		$this->assertSame( 'after', $r[3]['content'] );
		$this->assertSame( array( 'Glossary', 'Alpha' ), array( $r[2]['hierarchy']['lvl1'], $r[2]['hierarchy']['lvl2'] ) );
	}

	public function test_excluded_parts_are_never_indexed() {
		$r    = $this->records( '<p>kept</p><nav>nav</nav><aside>aside</aside><footer>foot</footer><div hidden>hid</div><div data-inlay-ignore>ign</div><script>js()</script><style>p{}</style><div role="navigation">role</div><form><select><option>opt</option></select></form><iframe>frame</iframe><button>btn</button>' );
		$text = implode( ' ', array_column( $r, 'content' ) );
		$this->assertSame( 'kept', $text );
	}

	public function test_comment_areas_post_meta_and_edit_links_are_left_out() {
		$r    = $this->records( '<div class="entry-meta">Posted by admin</div><p>kept</p><div class="wp-block-post-terms">Tags: sea</div><div id="comments" class="comments-area"><h2 id="c">One reply</h2><div id="respond"><h3 id="reply-title">Leave a Reply</h3></div></div><span class="edit-link">Edit</span><div class="post-navigation">Next post</div><div class="wp-block-navigation">Menu</div>' );
		$this->assertSame( array( '/p/' ), array_column( $r, 'url' ) );
		$this->assertSame( 'kept', $r[0]['content'] );
	}

	public function test_a_page_of_links_ranks_as_a_listing() {
		$links = str_repeat( '<li><a href="/x/">A linked post</a></li>', 12 );
		$r     = $this->records( "<ul>$links</ul>" );
		$this->assertSame( 0.1, $r[0]['weight'] );
		$this->assertArrayNotHasKey( 'weight', $this->records( '<p>Plain text.</p>' )[0] );
	}
	public function test_ids_are_url_encoded_like_encodeURIComponent() {
		$r = $this->records( "<h2 id=\"a b/c?'(x)!\">Odd</h2>" );
		$this->assertSame( "/p/#a%20b%2Fc%3F'(x)!", $r[1]['url'] );
	}

	public function test_alt_texts_and_inline_elements() {
		$r = $this->records( '<p><b>in</b>line <img alt="A boat" src="x.png"></p><p>next</p>' );
		$this->assertSame( 'inline A boat next', $r[0]['content'] );
	}

	public function test_long_sections_are_split_into_records_of_one_url() {
		$r = $this->records( '<h2 id="l">Long</h2><p>' . str_repeat( 'Some words here. ', 1000 ) . '</p>' );
		$this->assertSame( array( '/p/', '/p/#l', '/p/#l~2', '/p/#l~3' ), array_column( $r, 'objectID' ) );
		$this->assertSame( array( '/p/#l', '/p/#l', '/p/#l' ), array_slice( array_column( $r, 'url' ), 1 ) );
		$this->assertSame( 17000 - 1, mb_strlen( implode( ' ', array_slice( array_column( $r, 'content' ), 1 ) ) ) );
		foreach ( array_slice( $r, 1, 2 ) as $part ) {
			$this->assertLessThanOrEqual( 6000, mb_strlen( $part['content'] ) );
			$this->assertStringEndsWith( 'here.', $part['content'] );
		}
	}

	/**
	 * The fixtures compared with the CLI: title, URL, how many records the CLI gives.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public function fixtures() {
		return array(
			'post'               => array( 'post.html', 'Hello “World” & Co', '/hello/' ),
			'noise and splits'   => array( 'post-noise.html', 'Noise & “friends”', '/2026/11/noise/' ),
			'listing'            => array( 'listing.html', 'All posts', '/all/' ),
			'listing by path'    => array( 'listing.html', 'All posts', '/archives/12/' ),
			'post under archives' => array( 'post.html', 'Hello', '/archives/7/' ),
		);
	}

	/**
	 * @dataProvider fixtures
	 * @param string $file  Fixture file.
	 * @param string $title Post title.
	 * @param string $url   Page URL.
	 */
	public function test_same_records_as_the_cli( $file, $title, $url ) {
		$node = trim( (string) shell_exec( 'command -v node' ) );
		if ( '' === $node ) {
			$this->markTestSkipped( 'node is not installed: the CLI side of the comparison cannot run' );
		}
		$fixture = __DIR__ . '/fixtures/' . $file;
		$cli     = shell_exec( escapeshellarg( $node ) . ' ' . escapeshellarg( __DIR__ . '/compare-cli.mjs' ) . ' ' . escapeshellarg( $fixture ) . ' ' . escapeshellarg( $title ) . ' ' . escapeshellarg( $url ) . ' en-us' );
		$expect  = json_decode( (string) $cli, true );
		$this->assertIsArray( $expect, 'the CLI gave no records: ' . $cli );
		$this->assertNotEmpty( $expect );
		$this->assertSame( $expect, Inlay_Extractor::records( $title, $url, (string) file_get_contents( $fixture ), 'en-us' ) );
	}
}
